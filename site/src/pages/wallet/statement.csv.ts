/** GET /wallet/statement.csv — the statement of earnings for Excel (cms/domain/wallet/statement-files.ts). */
import type { APIRoute } from 'astro';
import { statementDownload } from '../../lib/statement';

export const GET: APIRoute = (context) => statementDownload(context, 'csv');
