/**
 * The talent's statement of earnings as a page, a CSV and a PDF (/wallet/statement and its
 * .csv/.pdf downloads). The numbers come from `statementFor` (cms/domain/wallet/statement.ts);
 * this file only writes them the Danish way:
 *
 * - CSV: `;` between fields, decimal comma without thousands separator ("2490,50"), Danish dates
 *   ("03.10.2025"), UTF-8 with a byte-order mark so Excel reads æøå; CRLF line ends.
 * - PDF (pdfkit, its built-in Helvetica covers æøå): the totals first, then one line per posting.
 */
import type { APIContext } from 'astro';
import { renderPdf } from '../../../cms/domain/pdf';
import { actorOf } from '../../../cms/domain/actor';
import { formatOreExact } from '../../../cms/domain/money';
import { statementFor, type Statement, type StatementLine, type StatementTotals } from '../../../cms/domain/wallet/statement';
import { DomainError } from '../../../cms/domain/errors';
import { formatDate, yearInCopenhagen } from '../../../cms/domain/time';
import { bookingsCopy } from '../i18n/bookings';
import { getSession } from './session';

const t = bookingsCopy.wallet.statement;

/** The period asked for in the query string (`aar`, `maaned`; no month = the whole year). */
export function periodParams(url: URL, fallbackYear: number) {
  return { year: url.searchParams.get('aar') || String(fallbackYear), month: url.searchParams.get('maaned') || '', talentId: url.searchParams.get('talent') || undefined };
}

/** "oktober 2025" or "2025". */
export function periodLabel({ year, month }: Statement['period']) {
  return month ? `${t.monthNames[month - 1]} ${year}` : String(year);
}

/** The period in a file name: "2025-10" or "2025". */
const periodSlug = ({ year, month }: Statement['period']) => (month ? `${year}-${String(month).padStart(2, '0')}` : String(year));

export const lineText = (line: StatementLine) => t.kinds[line.kind](line.menuTitle ?? '');

/** 249050 → "2490,50", −1050 → "-10,50" (exact: whole øre split, never a float). */
export function csvAmount(ore: number) {
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const csvDate = (at: Date) => formatDate(at, { dateStyle: 'short' });
const csvField = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const amounts = (x: StatementTotals) => [x.gross, x.fee, x.vat, x.net, x.payouts].map(csvAmount);

export function statementCsv(statement: Statement, generatedAt: Date): string {
  const heading = [t.date, t.event, t.gross, t.fee, t.vat, t.net, t.payouts];
  const rows: string[][] = [
    [t.title],
    [t.talent, statement.talentName],
    ...(statement.cvr ? [[t.cvr, statement.cvr]] : []),
    [t.period, periodLabel(statement.period)],
    [t.generated, csvDate(generatedAt)],
    [],
    heading,
    ...statement.lines.map((line) => [csvDate(line.at), lineText(line), ...amounts(line)]),
    [t.total, '', ...amounts(statement.totals)],
  ];
  if (!statement.period.month) {
    rows.push([], [t.month, '', ...heading.slice(2)], ...statement.months.map((m) => [`${t.monthNames[m.month - 1]} ${statement.period.year}`, '', ...amounts(m.totals)]));
  }
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

export function statementPdf(statement: Statement, generatedAt: Date): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `${t.title} – ${periodLabel(statement.period)}`, Author: 'MixBuddy' } }, (doc) => {
    const width = doc.page.width - 100;

    doc.font('Helvetica-Bold').fontSize(18).text(t.title);
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    doc.text(`${t.talent}: ${statement.talentName}`);
    if (statement.cvr) doc.text(`${t.cvr}: ${statement.cvr}`);
    doc.text(`${t.period}: ${periodLabel(statement.period)}`);
    doc.text(`${t.generated}: ${formatDate(generatedAt)}`);
    doc.moveDown();

    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: width - 160 });
      doc.text(value, 50 + width - 160, y, { width: 160, align: 'right' });
      doc.moveDown(0.3);
    };
    const totals = statement.totals;
    row(t.gross, formatOreExact(totals.gross));
    row(t.fee, formatOreExact(totals.fee));
    row(t.vat, formatOreExact(totals.vat));
    row(t.net, formatOreExact(totals.net), true);
    row(t.payouts, formatOreExact(totals.payouts));
    doc.moveDown(0.5).font('Helvetica').fontSize(9).text(t.note, 50, doc.y, { width });

    if (!statement.period.month) {
      doc.moveDown().fontSize(13).font('Helvetica-Bold').text(t.months, 50, doc.y);
      doc.fontSize(10);
      for (const m of statement.months) row(t.monthNames[m.month - 1], formatOreExact(m.totals.net));
    }

    doc.moveDown().fontSize(13).font('Helvetica-Bold').text(t.lines, 50, doc.y);
    doc.fontSize(10);
    if (statement.lines.length === 0) doc.font('Helvetica').text(t.noLines);
    for (const line of statement.lines) {
      const amount = line.kind === 'payout' ? line.payouts : line.net;
      row(`${formatDate(line.at, { dateStyle: 'short' })}  ${lineText(line)}${line.fee ? ` (${t.fee.toLowerCase()} ${formatOreExact(line.fee)})` : ''}`, formatOreExact(amount));
    }
  });
}

/**
 * GET /wallet/statement.csv|.pdf: the signed-in talent's own statement (admins: `?talent=<id>`).
 * Anonymous and customers get 403, another talent's id 404 — never a byte of the statement.
 */
export async function statementDownload(context: APIContext, format: 'csv' | 'pdf'): Promise<Response> {
  const keystone = context.locals.keystone;
  const session = getSession(context);
  const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
  if (!session || !['talent', 'admin'].includes(session.data.role)) return plain(403, 'Du har ikke adgang til denne opgørelse.');
  const generatedAt = new Date();
  let statement: Statement;
  try {
    statement = await statementFor(keystone, actorOf(keystone), periodParams(context.url, yearInCopenhagen(generatedAt)));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return plain(error.code === 'NOT_FOUND' ? 404 : error.code === 'FORBIDDEN' ? 403 : 400, error.message);
  }
  const name = `${t.fileName(periodSlug(statement.period))}.${format}`;
  const headers = { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' };
  if (format === 'csv') return new Response(statementCsv(statement, generatedAt), { headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } });
  return new Response(new Uint8Array(await statementPdf(statement, generatedAt)), { headers: { ...headers, 'content-type': 'application/pdf' } });
}
