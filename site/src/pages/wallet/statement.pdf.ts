/** GET /wallet/statement.pdf — the statement of earnings as a PDF (site/src/lib/statement.ts). */
import type { APIRoute } from 'astro';
import { statementDownload } from '../../lib/statement';

export const GET: APIRoute = (context) => statementDownload(context, 'pdf');
