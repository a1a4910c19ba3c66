/** The Danish words of a receipt's kind and payment method, shared by the list and the show view. */
import { paymentMethodLabel } from '../../../../cms/domain/payments/methods';
import { receiptCopy } from '../../../../cms/copy/receipts';

export const kindLabel = (kind: unknown) => (kind === 'credit_note' ? receiptCopy.creditNote : receiptCopy.receipt);
export const methodLabel = (method: unknown) => paymentMethodLabel(typeof method === 'string' ? method : null);
export const kindChoices = [
  { id: 'receipt', name: receiptCopy.receipt },
  { id: 'credit_note', name: receiptCopy.creditNote },
];
