/**
 * Names an attacker would choose to make MixBuddy's own mails, profiles and files speak for them:
 * line and header injection, links and domains in many shapes, direction and zero-width tricks,
 * HTML, and look-alikes of MixBuddy and its staff (Cyrillic, Greek, fullwidth, mathematical
 * letters, digits for letters). Every one must be refused by the name rule (cms/domain/names.ts).
 * `legitNames` are real names that must still pass.
 */
export const hostileNames: string[] = [
  // Lines and headers: a second paragraph of "our" text, or a header if a name reached one.
  'Kunde.\n\nDin konto er spærret. Log ind på https://evil.example',
  'Kunde\r\nBcc: alle@example.dk',
  'Kunde\nSubject: Din konto er lukket',
  'Kunde\rDin konto er spærret',
  'Kunde\tSupport',
  'Kunde%0d%0aBcc: x@y.dk',
  'Kunde%0ADin konto er spærret',
  'Bcc: x@y',
  'Ole\u2028Din konto er spærret',
  'Ole\u0000Hansen',
  'Ole\u001bHansen',
  // Links, addresses and domains.
  'https://evil.example/login',
  'http://mixbuddy-login.dk',
  'hxxps://evil.example',
  'Besøg www.evil.dk',
  'WWW evil dk',
  'evil.com',
  'Ole fra evil.dk',
  'evil .com',
  'evil. dk',
  'evil dot com',
  'Log ind på mixbuddy.support',
  'xn--mixbddy-g2a.dk',
  'еvil.соm',
  'ole@evil.dk',
  '@admin',
  'mailto:ole',
  'javascript:alert(1)',
  '<a href="https://evil.example">Klik her</a>',
  '<script>alert(1)</script>',
  '<b>Ole</b>',
  '=HYPERLINK("https://evil.example","Klik")',
  '[Klik her](https://evil.example)',
  // Direction and invisible characters.
  'Ole \u202Eevil.example\u202C',
  'Ole\u202EnesnaH',
  'Mix\u200BBuddy',
  'Ole\u200DHansen',
  'Ole\uFEFFHansen',
  'Ole\u3164Hansen',
  'Ole\u00ADHansen',
  'O\u0336\u0336\u0336le',
  // MixBuddy and its staff, and their look-alikes.
  'MixBuddy',
  'Mix Buddy',
  'mixbuddy support',
  'MіxBuddy',
  'МіхВuddу',
  'ＭｉｘＢｕｄｄｙ',
  '𝐌𝐢𝐱𝐁𝐮𝐝𝐝𝐲',
  'M1xBuddy',
  'MixBuddy-teamet',
  'Support',
  'Ѕuрроrt',
  'SUPP0RT',
  'Kundeservice',
  'Kunde Service',
  'Admin',
  'admin ',
  'ADMIN',
  'Adm1n',
  'A d m i n',
  'Admin Team',
  'Administrator',
  'Ɑdmin',
  'Moderator',
  'System',
  'Staff',
  // Length.
  'A'.repeat(121),
];

/** Real names, Danish and not: these must still be accepted. */
export const legitNames: string[] = ['Søren Ærø-Østergård', "Zoë O'Neill", 'Åse', 'José Núñez', 'H.C. Andersen', 'Anne-Marie Kjær', 'Мария Иванова', 'Bjørn Bådsmand Jr.'];
