/**
 * GET /kvittering/{id}/pdf — the receipt or credit note as a PDF (cms/domain/receipts/pdf.ts),
 * for the customer who paid and admins; 404 for anyone else.
 */
import type { APIRoute } from 'astro';
import { receiptPdf } from '../../../../../cms/domain/receipts/pdf';
import { loadReceipt } from '../../../lib/receipts';
import { bookingsCopy } from '../../../i18n/bookings';

export const GET: APIRoute = async ({ params, locals }) => {
  const found = await loadReceipt(locals, params.id);
  if (!found) return new Response(bookingsCopy.receipts.notFound, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const pdf = await receiptPdf(found.document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${found.document.fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
};
