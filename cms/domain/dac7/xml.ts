/**
 * A tiny XML writer for the DAC7 message: elements and attributes whose names are ours (checked),
 * values that are anyone's (escaped). No builder package is among the dependencies, and the message
 * needs nothing else. What a name or address can hold never becomes markup:
 * - `& < > " '` become entities, so `]]>`, `<![CDATA[`, `<!ENTITY …>` or `&xxe;` stay text;
 * - characters XML 1.0 does not allow (control characters, lone surrogates, U+FFFE/U+FFFF) are
 *   dropped, and tabs and line breaks become spaces (every value is one line).
 */
export type XmlNode = { name: string; attributes: Record<string, string>; children: (XmlNode | string)[] };
type Child = XmlNode | string | number | null | undefined | false;

const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*(?::[A-Za-z_][A-Za-z0-9_.-]*)?$/;
// Not allowed in XML 1.0 (https://www.w3.org/TR/xml/#charsets), plus tab and line breaks, which become spaces.
const NOT_ALLOWED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value
    .replace(NOT_ALLOWED, '')
    .replace(/[\t\r\n\u0085\u2028\u2029]/g, ' ')
    .replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** One element: `el('dpi:Name', { nameType: 'OECD202' }, 'Jens', el(…))`; null/false children are left out. */
export function el(name: string, attributes: Record<string, string | undefined> | null, ...children: Child[]): XmlNode {
  if (!NAME.test(name)) throw new Error(`Ugyldigt XML-navn: ${name}`);
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (!NAME.test(key) && !/^xmlns(:[A-Za-z_][A-Za-z0-9_.-]*)?$/.test(key)) throw new Error(`Ugyldigt XML-attribut: ${key}`);
    if (value !== undefined) kept[key] = value;
  }
  const kids = children.filter((child): child is XmlNode | string | number => child !== null && child !== undefined && child !== false);
  return { name, attributes: kept, children: kids.map((child) => (typeof child === 'number' ? String(child) : child)) };
}

function render(node: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  if (node.children.every((child) => typeof child === 'string')) {
    return `${indent}<${node.name}${attributes}>${node.children.map((text) => escapeXml(text as string)).join('')}</${node.name}>`;
  }
  const inner = node.children.map((child) => (typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : render(child, depth + 1)));
  return `${indent}<${node.name}${attributes}>\n${inner.join('\n')}\n${indent}</${node.name}>`;
}

/** The document: the declaration and the root, UTF-8, LF line ends. */
export function renderXml(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
