import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { readDocument } from '../src/read-document';
import { closeTesseract } from '../src/ocr/tesseract-ocr';
import { encodeJpeg, imagePdf } from './fixtures/encode-scan';
import { renderScan } from './fixtures/render-scan';

// OCR takes seconds a page: a generous limit, no assertion on time.
const SLOW = { timeout: 120_000 };

afterAll(() => closeTesseract());

// Two roles: each title set in bold, each achievement after a round bullet drawn as a shape
// (as many PDF producers draw them), which tesseract leaves out of its text.
const ROLES = [
  {
    title: 'Senior Payroll Officer, Harbourline Foods',
    dates: 'March 2019 - Present',
    items: ['Reconciled weekly payroll for four sites', 'Cut late payments by a third'],
  },
  {
    title: 'Accounts Assistant, Meadowgate Council',
    dates: 'June 2015 - February 2019',
    items: ['Prepared supplier payment runs each week', 'Trained two new clerks in invoicing'],
  },
];

async function scannedResume(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica-Bold').fontSize(20).text('Jordan Ellery');
  doc.font('Helvetica').fontSize(11).text('jordan.ellery@example.com').moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('EXPERIENCE').moveDown(0.5);
  for (const role of ROLES) {
    doc.font('Helvetica-Bold').fontSize(11).text(role.title);
    doc.font('Helvetica').text(role.dates);
    for (const item of role.items) {
      const y = doc.y;
      doc.circle(84, y + 5, 1.6).fill('black');
      doc.fillColor('black').text(item, 98, y);
      doc.x = 72;
    }
    doc.moveDown();
  }
  doc.end();
  const pages = await renderScan(await done);
  return imagePdf(pages.map((p) => encodeJpeg(p)));
}

describe('a scan keeps what the page shows of bold type and of bullets', () => {
  it('marks the bold titles as emphasis and the achievements as bullets', SLOW, async () => {
    const doc = await readDocument(await scannedResume(), { timeoutMs: 100_000 });
    const line = (start: string) => doc.lines.find((l) => l.text.startsWith(start));
    for (const role of ROLES) {
      expect(line(role.title.split(',')[0]!)).toMatchObject({ emphasis: true });
      expect(line(role.dates.split(' ')[0]!)).toMatchObject({ emphasis: false });
      for (const item of role.items)
        expect(line(item.split(' ')[0]!)).toMatchObject({ bullet: true, emphasis: false });
    }
  });
});
