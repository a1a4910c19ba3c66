/**
 * A receipt or credit note as a PDF (pdfkit, its standard Helvetica: WinAnsi covers æ, ø and å),
 * from the same document as the receipt page (document.ts).
 */
import { renderPdf } from '../pdf';
import type { ReceiptDocument } from './document';

export function receiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: doc.heading, Author: 'MixBuddy' }, lang: 'da-DK' }, (pdf) => {
    const row = (label: string, value: string, bold = false) => {
      const y = pdf.y;
      pdf.font('Helvetica').fontSize(10).fillColor('#555').text(label, 56, y, { width: 220 });
      const after = pdf.y;
      pdf
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor('#000')
        .text(value, 290, y, { width: 250 });
      pdf.y = Math.max(after, pdf.y) + 4;
    };

    pdf.font('Helvetica-Bold').fontSize(20).text('MixBuddy');
    pdf.moveDown(0.5);
    pdf.fontSize(16).text(doc.heading);
    if (doc.credits) pdf.font('Helvetica').fontSize(11).text(doc.credits);
    pdf.font('Helvetica').fontSize(9).fillColor('#555').text(doc.seller);
    pdf.moveDown();
    for (const [label, value] of doc.facts) row(label, value);
    pdf.moveDown();
    doc.amounts.forEach(([label, value], i) => row(label, value, i === 0));
    pdf.moveDown();
    pdf.font('Helvetica').fontSize(9).fillColor('#555').text(doc.note, 56, pdf.y, { width: 484 });
  });
}
