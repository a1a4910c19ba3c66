/** GET /wallet/statement.pdf — the statement of earnings as a PDF (cms/domain/wallet/statement-files.ts). */
import type { APIRoute } from 'astro';
import { statementDownload } from '../../lib/statement';

export const GET: APIRoute = (context) => statementDownload(context, 'pdf');
