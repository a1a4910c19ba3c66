/**
 * Passwords around bcrypt's 72 bytes of UTF-8 (PASSWORD_MAX_BYTES, cms/domain/accounts/password-policy.ts),
 * where characters and bytes part ways: æ, ø and å are 2 bytes, emoji 4 (a ZWJ sequence more),
 * combining marks and zero-width characters 2–3 and invisible. `tooLong` must be refused when set;
 * each of `atTheLimit` may be set, and then only that exact text signs in: `lookAlikes` lists what
 * an attacker (or bcrypt's cut at 72 bytes) might hope counts as the same password.
 */
const ascii = (n: number) => 'k0deord-'.repeat(10).slice(0, n);

/** Over 72 bytes, though most are under 72 characters. */
export const tooLong: { name: string; password: string }[] = [
  { name: '73 ASCII bytes', password: ascii(73) },
  { name: 'æøå: 39 characters, 78 bytes', password: 'æøå'.repeat(13) },
  { name: '71 bytes and an ø cut in half at byte 72', password: `${ascii(71)}ø` },
  { name: 'emoji: 19 characters, 76 bytes', password: '🍸'.repeat(19) },
  { name: 'a ZWJ emoji across byte 72', password: `${ascii(65)}👩‍🍳` },
  { name: 'combining rings: å as a + U+030A, 25 times (75 bytes)', password: 'a\u030A'.repeat(25) },
  { name: 'zero-width spaces pushing a 70-byte password over', password: `${ascii(70)}\u200B` },
  { name: 'byte-order marks and joiners only past 72', password: `${ascii(60)}\uFEFF\u200D\u200C\u2060\u200B` },
];

/** Exactly 72 bytes (or just under), each with texts that share its first 72 bytes or look the same. */
export const atTheLimit: { name: string; password: string; lookAlikes: string[] }[] = [
  {
    name: '72 ASCII bytes',
    password: ascii(72),
    lookAlikes: [`${ascii(72)}x`, `${ascii(72)}ø`, `${ascii(72)}🍸`, `${ascii(72)}\u200B`, ascii(71)],
  },
  {
    name: 'æøå: 36 characters, 72 bytes',
    password: 'æøå'.repeat(12),
    lookAlikes: [`${'æøå'.repeat(12)}æ`, `${'æøå'.repeat(12)}\u0301`, 'æøå'.repeat(12).normalize('NFD'), 'ÆØÅ'.repeat(12)],
  },
  {
    name: 'ends in an emoji at byte 72',
    password: `${ascii(68)}🍸`,
    lookAlikes: [`${ascii(68)}🍸🍸`, `${ascii(68)}🍹`, `${ascii(68)}🍸\u200D👩`],
  },
  {
    name: 'NFC: blåbærgrød with one-character å',
    password: 'blåbærgrød på søndag',
    lookAlikes: [
      'blåbærgrød på søndag'.normalize('NFD'),
      'blabærgrød på søndag',
      'blåbærgrød på søndag\u200B',
      'blåbærgrød\u00A0på søndag',
    ],
  },
  {
    name: 'NFD: å as a + combining ring',
    password: 'skål for sommeren'.normalize('NFD'),
    lookAlikes: ['skål for sommeren'.normalize('NFC'), 'skal for sommeren', 'ska\u030Al for sommeren\u200B'],
  },
  {
    name: 'a zero-width space inside',
    password: 'hemmelig\u200Bkode-til-festen',
    lookAlikes: ['hemmeligkode-til-festen', 'hemmelig\u200Ckode-til-festen', 'hemmelig\u2060kode-til-festen', 'hemmelig kode-til-festen'],
  },
];
