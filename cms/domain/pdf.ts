/**
 * One pdfkit document drawn and collected into bytes. Receipts (cms/domain/receipts/pdf.ts) and
 * the talent's statement (wallet/statement-files.ts) share it; pdfkit's standard Helvetica uses
 * WinAnsi, which covers æ, ø and å, so no font files are needed.
 */
import PDFDocument from 'pdfkit';

export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
