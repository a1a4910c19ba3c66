/**
 * The one writer of every CSV file MixBuddy makes (the talent's statement, the admin's bank
 * transfer file), in the Danish Excel dialect: `;` between fields, CRLF line ends, a UTF-8
 * byte-order mark so Excel reads æøå. Built on csv-stringify (quoting, and its `escape_formulas`
 * against formula injection); plain TypeScript without Node-only imports — the back office
 * builds its file in the browser.
 *
 * Formula injection (OWASP "CSV Injection"): a cell that a spreadsheet would read as a formula —
 * `=HYPERLINK(…)`, `+1+1`, `-2+3`, `@SUM(…)`, a leading tab or CR, and their fullwidth forms
 * ＝ ＋ － ＠ — is written with a leading `'`, so it shows as text. csv-stringify catches those at
 * the very start of a cell; it misses the same triggers behind leading spaces, line breaks or
 * invisible characters (" =1+1", "\n=1+1", "\u200B=1+1"), which Excel and LibreOffice skip before
 * evaluating: `neutralise` below catches those first. Numbers are passed as numbers (never a
 * formula: a negative amount stays a number Excel can sum) and written by `formatNumber`.
 */
// The package's browser build (it carries its own Buffer): the same code runs on the server and
// in the back office, where the Node build failed with "Buffer is not defined".
import { stringify } from 'csv-stringify/browser/esm/sync';

export type CsvCell = string | number | null | undefined;

// Spaces, line breaks and invisible characters a spreadsheet skips before the formula sign.
const formulaBehindPadding = /^[\s\p{Cc}\p{Cf}]+[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
const startsWithLineBreak = /^[\n\u2028\u2029\u0085]/;

/** A text cell as it is written: with a `'` in front when a spreadsheet could run it. */
function neutralise(value: string): string {
  return formulaBehindPadding.test(value) || startsWithLineBreak.test(value) ? `'${value}` : value;
}

export function toCsv(rows: CsvCell[][], { formatNumber = String }: { formatNumber?: (value: number) => string } = {}): string {
  return stringify(rows, {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    // A lone \n or \r inside a cell is quoted too (the default only quotes the record delimiter).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { string: neutralise, number: formatNumber },
  });
}
