/**
 * Parses an XML document into a small tree with sax (strict, with namespaces), for tests only: the
 * DAC7 message is read back by a parser that is not our writer. sax comes with the installed
 * packages (a dependency of a dependency) and has no types of its own, hence the narrow ones here.
 */
import { createRequire } from 'node:module';

export type XmlElement = {
  name: string;
  local: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

type SaxTag = { name: string; local: string; uri: string; attributes: Record<string, { value: string }> };
type SaxParser = {
  onopentag: (tag: SaxTag) => void;
  onclosetag: () => void;
  ontext: (text: string) => void;
  oncdata: (text: string) => void;
  ondoctype: (text: string) => void;
  onerror: (error: Error) => void;
  write: (xml: string) => SaxParser;
  close: () => void;
};
const sax = createRequire(import.meta.url)('sax') as { parser: (strict: boolean, options: { xmlns: boolean }) => SaxParser };

/** The root element; throws on anything that is not well-formed, and on a DOCTYPE or CDATA section (we never write one). */
export function parseXml(xml: string): XmlElement {
  const parser = sax.parser(true, { xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: Error | null = null;
  parser.onerror = (error) => {
    failure ??= error;
  };
  parser.ondoctype = () => {
    failure ??= new Error('DOCTYPE in the document');
  };
  parser.oncdata = () => {
    failure ??= new Error('CDATA section in the document');
  };
  parser.onopentag = (tag) => {
    const element: XmlElement = {
      name: tag.name,
      local: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([key, attribute]) => [key, attribute.value])),
      children: [],
      text: '',
    };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else root = element;
    stack.push(element);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.ontext = (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  };
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error('No root element');
  return root;
}

/** Every descendant (and the element itself) with this local name. */
export function findAll(element: XmlElement, local: string): XmlElement[] {
  const found = element.local === local ? [element] : [];
  return found.concat(...element.children.map((child) => findAll(child, local)));
}

/** The one descendant with this local name (throws when there is none). */
export function findOne(element: XmlElement, local: string): XmlElement {
  const [found] = findAll(element, local);
  if (!found) throw new Error(`No <${local}> in <${element.local}>`);
  return found;
}
