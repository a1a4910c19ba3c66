/**
 * The talent's statement of earnings in the site: the period asked for in a query string, and the
 * /wallet/statement.csv|.pdf downloads. The files are written by cms/domain/wallet/statement-files.ts.
 */
import type { APIContext } from 'astro';
import { actorOf } from '../../../cms/domain/actor';
import { statementFor, type Statement } from '../../../cms/domain/wallet/statement';
import { statementCsv, statementFileName, statementPdf } from '../../../cms/domain/wallet/statement-files';
import { DomainError } from '../../../cms/domain/errors';
import { yearInCopenhagen } from '../../../cms/domain/time';
import { bookingsCopy } from '../i18n/bookings';
import { attachment, plainText } from './download';
import { getSession } from './session';

const t = bookingsCopy.wallet.statement;

/** The period asked for in the query string (`aar`, `maaned`; no month = the whole year). */
export function periodParams(url: URL, fallbackYear: number) {
  return {
    year: url.searchParams.get('aar') || String(fallbackYear),
    month: url.searchParams.get('maaned') || '',
    talentId: url.searchParams.get('talent') || undefined,
  };
}

/**
 * GET /wallet/statement.csv|.pdf: the signed-in talent's own statement (admins: `?talent=<id>`).
 * Anonymous and customers get 403, another talent's id 404 — never a byte of the statement.
 */
export async function statementDownload(context: APIContext, format: 'csv' | 'pdf'): Promise<Response> {
  const keystone = context.locals.keystone;
  const session = getSession(context);
  if (!session || !['talent', 'admin'].includes(session.data.role)) return plainText(403, t.noAccess);
  const generatedAt = new Date();
  let statement: Statement;
  try {
    statement = await statementFor(keystone, actorOf(keystone), periodParams(context.url, yearInCopenhagen(generatedAt)));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return plainText(error.code === 'NOT_FOUND' ? 404 : error.code === 'FORBIDDEN' ? 403 : 400, error.message);
  }
  const name = statementFileName(statement, format);
  if (format === 'csv') return attachment(statementCsv(statement, generatedAt), name, 'text/csv; charset=utf-8');
  return attachment(await statementPdf(statement, generatedAt), name, 'application/pdf');
}
