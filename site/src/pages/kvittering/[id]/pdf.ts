/**
 * GET /kvittering/{id}/pdf — the receipt or credit note as a PDF (cms/domain/receipts/pdf.ts),
 * for the customer who paid and admins; 404 for anyone else.
 */
import type { APIRoute } from 'astro';
import { receiptPdf } from '../../../../../cms/domain/receipts/pdf';
import { attachment, plainText } from '../../../lib/download';
import { loadReceipt } from '../../../lib/receipts';
import { bookingsCopy } from '../../../i18n/bookings';

export const GET: APIRoute = async ({ params, locals }) => {
  const found = await loadReceipt(locals, params.id);
  if (!found) return plainText(404, bookingsCopy.receipts.notFound);
  return attachment(await receiptPdf(found.document), found.document.fileName, 'application/pdf');
};
