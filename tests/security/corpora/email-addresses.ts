/**
 * Addresses an attacker types where MixBuddy asks for an email (registration, the account page,
 * a forgotten password, the activation resend) to make one mail reach several people, someone
 * else, or to smuggle a header (PayloadsAllTheThings "Email injection" and CRLF injection; RFC 5322
 * lists, groups and display names as nodemailer would parse them; Unicode line terminators and
 * invisible characters; homoglyph and IDN tricks). Each must be refused with the Danish message.
 */
export const hostileAddresses: string[] = [
  // Several recipients in one field
  'a@mixbuddy.dk,angriber@evil.com',
  'a@mixbuddy.dk;angriber@evil.com',
  'a@mixbuddy.dk angriber@evil.com',
  'a@mixbuddy.dk%2Cangriber@evil.com',
  // RFC 5322 groups and display names
  'g:angriber@evil.com;',
  'alle:a@mixbuddy.dk,angriber@evil.com;',
  'MixBuddy <angriber@evil.com>',
  '<angriber@evil.com>',
  '"a@mixbuddy.dk" <angriber@evil.com>',
  '"angriber@evil.com"@mixbuddy.dk',
  '"a b"@mixbuddy.dk',
  'a@mixbuddy.dk (angriber@evil.com)',
  // Headers and SMTP commands
  'a@mixbuddy.dk\r\nBcc: angriber@evil.com',
  'a@mixbuddy.dk\nBcc: angriber@evil.com',
  'a@mixbuddy.dk\rBcc: angriber@evil.com',
  'a@mixbuddy.dk%0d%0aBcc:angriber@evil.com',
  'a@mixbuddy.dk%0ABcc:angriber@evil.com',
  'a@mixbuddy.dk\u0085Bcc:angriber@evil.com',
  'a@mixbuddy.dk\u2028Bcc:angriber@evil.com',
  'a@mixbuddy.dk>\r\nRCPT TO:<angriber@evil.com',
  // Invisible and bidi characters
  'a\u200b@mixbuddy.dk',
  '\u202ekd.ydduxim@a',
  'a@mix\u200dbuddy.dk', // a zero-width joiner, which UTS 46 refuses between letters
  'a\u0000@mixbuddy.dk',
  // Look-alikes before the @ (a Cyrillic а; a fullwidth @)
  'аdmin@mixbuddy.dk',
  'admin＠mixbuddy.dk',
  // Routing and odd forms
  '@evil.com:a@mixbuddy.dk',
  'a%angriber@evil.com@mixbuddy.dk',
  'a@[127.0.0.1]',
  'a@mixbuddy',
  'a@.mixbuddy.dk',
  'a@mixbuddy..dk',
  '.a@mixbuddy.dk',
  'a..b@mixbuddy.dk',
  'a@mixbuddy.dk.',
  'a@-mixbuddy.dk',
  'a@@mixbuddy.dk',
  `${'a'.repeat(250)}@mixbuddy.dk`,
];

/** Addresses people really have: accepted, lower-cased, a Danish domain in its DNS form. */
export const ordinaryAddresses: [typed: string, stored: string][] = [
  ['kunde@mixbuddy.dk', 'kunde@mixbuddy.dk'],
  ['  Kunde@MixBuddy.DK ', 'kunde@mixbuddy.dk'],
  ['anne.marie+fest@firma.dk', 'anne.marie+fest@firma.dk'],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ['jens_hansen-2@post.tele.dk', 'jens_hansen-2@post.tele.dk'],
  ['ida@æbler.dk', 'ida@xn--bler-uoa.dk'],
  ['søs@xn--bler-uoa.dk', ''], // an æ, ø or å before the @ is not accepted by most mail servers
];

/**
 * Tricks after the @ that the DNS form of the domain (UTS 46, `domainToASCII`) undoes: invisible
 * characters drop out and a look-alike letter shows as what it is (xn--…), so the stored address
 * is the one the mail really goes to, and one account per real address holds. Trailing line and
 * paragraph separators and byte-order marks are trimmed like spaces.
 */
export const cleanedAddresses: [typed: string, stored: string][] = [
  ['a@mixbuddy.dk\u200b', 'a@mixbuddy.dk'],
  ['a@mix\u00adbuddy.dk', 'a@mixbuddy.dk'],
  ['a@mixbuddy.dk\ufeff', 'a@mixbuddy.dk'],
  ['a@mixbuddy.dk\u2029', 'a@mixbuddy.dk'],
  ['a@MIXBUDDY.DK', 'a@mixbuddy.dk'],
  ['admin@mixb\u0443ddy.dk', 'admin@xn--mixbddy-ikg.dk'], // a Cyrillic у
];
