/**
 * Reads a CSV file as a spreadsheet would (RFC 4180 with the `;` of the Danish Excel dialect):
 * quoted cells may hold the separator, quotes ("") and line breaks; records end in CRLF or LF.
 * For tests only — no CSV parser is among the project's packages, and the checks below must not
 * trust the writer's own code.
 */
export function parseCsv(text: string, delimiter = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') ((cell += '"'), i++);
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) (row.push(cell), (cell = ''));
    else if (c === '\r' && body[i + 1] === '\n') continue;
    else if (c === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else cell += c;
  }
  if (cell !== '' || row.length) (row.push(cell), rows.push(row));
  return rows;
}

/** A cell a spreadsheet would run: a formula sign, possibly behind whitespace or invisible characters. */
export const runsAsFormula = (cell: string) => /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell);
