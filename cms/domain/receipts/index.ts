/** Receipts and credit notes (README.md beside this file). */
export { receiptDocument, type ReceiptDocument, type ReceiptRow } from './document';
export { feeOfPosting, issueCreditNote, issueReceipt, nextNumber } from './issue';
export { receiptPdf } from './pdf';
export { receiptFor, receiptLinks, receiptPath, receiptPdfPath, type ReceiptLink } from './read';
