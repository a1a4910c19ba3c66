/**
 * The talent's statement of earnings as files: a CSV for Excel and a PDF (pdfkit, its built-in
 * Helvetica covers æøå). The numbers come from `statementFor` (statement.ts); this file only
 * writes them the Danish way, with the words of cms/copy/statement.ts (the page uses the same):
 *
 * - CSV (written by ../csv.ts, which also keeps a talent's name or a menu title from running as a
 *   formula): decimal comma without thousands separator ("2490,50"), Danish dates ("03.10.2025").
 * - PDF: the totals first, then one line per posting.
 */
import { statementCopy as t } from '../../copy/statement';
import { toCsv } from '../csv';
import { formatOreExact } from '../money';
import { renderPdf } from '../pdf';
import { formatDate } from '../time';
import type { Statement, StatementLine, StatementTotals } from './statement';

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
/** Øre as numbers: toCsv writes them with `csvAmount`, and a negative amount stays a number. */
const amounts = (x: StatementTotals) => [x.gross, x.fee, x.vat, x.net, x.payouts];

export function statementCsv(statement: Statement, generatedAt: Date): string {
  const heading = [t.date, t.event, t.gross, t.fee, t.vat, t.net, t.payouts];
  const rows: (string | number)[][] = [
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
    rows.push(
      [],
      [t.month, '', ...heading.slice(2)],
      ...statement.months.map((m) => [periodLabel({ ...statement.period, month: m.month }), '', ...amounts(m.totals)]),
    );
  }
  return toCsv(rows, { formatNumber: csvAmount });
}

export function statementPdf(statement: Statement, generatedAt: Date): Promise<Buffer> {
  return renderPdf(
    { size: 'A4', margin: 50, info: { Title: `${t.title} – ${periodLabel(statement.period)}`, Author: 'MixBuddy' } },
    (doc) => {
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
        row(
          `${formatDate(line.at, { dateStyle: 'short' })}  ${lineText(line)}${line.fee ? ` (${t.fee.toLowerCase()} ${formatOreExact(line.fee)})` : ''}`,
          formatOreExact(amount),
        );
      }
    },
  );
}

/** "mixbuddy-opgoerelse-2025-10.pdf". */
export const statementFileName = (statement: Statement, format: 'csv' | 'pdf') => `${t.fileName(periodSlug(statement.period))}.${format}`;
