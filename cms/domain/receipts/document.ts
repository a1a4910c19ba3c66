/**
 * A receipt or credit note as the customer reads it: its title, number, the facts (date, method,
 * who bought what from whom) and the amounts, in Danish. Pure: the receipt page and the PDF
 * (pdf.ts) both render this, so they can never say different things.
 */
import { company } from '../../copy/legal';
import { receiptCopy as t } from '../../copy/receipts';
import { VAT_PERCENT } from '../commission';
import { formatOreExact } from '../money';
import { paymentMethodLabel } from '../payments/methods';
import { formatDate, formatDateTime } from '../time';

export type ReceiptRow = {
  id: string;
  number: number;
  kind: string;
  bookingId: string | null;
  issuedAt: Date | string;
  amount: number;
  feeAmount: number;
  feeVatAmount: number;
  paymentMethod: string | null;
  menuTitle: string;
  guests: number;
  eventStartsAt: Date | string | null;
  customerName: string;
  talentName: string;
  talentCvr: string;
  companyName: string;
  companyCvr: string;
  companyEan: string;
  companyReference: string;
  original?: { number: number } | null;
};

export type ReceiptDocument = {
  title: string;
  heading: string;
  credits: string | null;
  seller: string;
  facts: [string, string][];
  amounts: [string, string][];
  note: string;
  fileName: string;
};

export function receiptDocument(receipt: ReceiptRow): ReceiptDocument {
  const credit = receipt.kind === 'credit_note';
  const title = credit ? t.creditNote : t.receipt;
  const facts: [string, string][] = [
    [t.date, formatDate(receipt.issuedAt)],
    [credit ? t.refundedTo : t.method, paymentMethodLabel(receipt.paymentMethod)],
    [t.customer, receipt.customerName],
  ];
  if (receipt.companyName) facts.push([t.company, receipt.companyName], [t.companyCvr, receipt.companyCvr]);
  if (receipt.companyEan) facts.push([t.ean, receipt.companyEan]);
  if (receipt.companyReference) facts.push([t.reference, receipt.companyReference]);
  facts.push([t.talent, receipt.talentName]);
  if (receipt.talentCvr) facts.push([t.talentCvr, receipt.talentCvr]);
  facts.push([t.menu, receipt.menuTitle]);
  if (receipt.eventStartsAt) facts.push([t.event, formatDateTime(receipt.eventStartsAt)]);
  facts.push([t.guests, String(receipt.guests)]);
  return {
    title,
    heading: t.numbered(title, receipt.number),
    credits: credit && receipt.original ? t.credits(receipt.original.number) : null,
    seller: `${t.seller}: ${company}`,
    facts: facts.filter(([, value]) => value !== ''),
    amounts: [
      [credit ? t.refunded : t.paid, formatOreExact(receipt.amount)],
      [credit ? t.feeRefunded : t.fee, formatOreExact(receipt.feeAmount)],
      [t.vat(VAT_PERCENT), formatOreExact(receipt.feeVatAmount)],
    ],
    note: t.note,
    fileName: t.fileName(title, receipt.number),
  };
}
