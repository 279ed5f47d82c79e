import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { renderDocx } from '../fixtures/render-docx';
import { renderPdf } from '../fixtures/render-pdf';
import { renderText } from '../fixtures/resume-spec';
import { strongAccountant, strongNurse } from '../fixtures/calibration-resumes';

/** A PDF whose streams are not compressed, so damage lands in its text operators too. */
function plainPdf(text: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ compress: false, margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  for (const line of text.split('\n')) doc.fontSize(10).text(line || ' ');
  doc.end();
  return done;
}

/** The project's own resumes in every format the engine reads: the seeds the fuzz run damages. */
export async function fixtureFiles(): Promise<Record<string, Uint8Array>> {
  const doc = await readFile(path.join(import.meta.dirname, '../fixtures/strong-accountant.doc'));
  return {
    pdf: await renderPdf(strongAccountant, 'single'),
    'pdf two-column': await renderPdf(strongNurse, 'two-column'),
    'pdf uncompressed': await plainPdf(renderText(strongNurse)),
    docx: await renderDocx(strongNurse),
    doc: new Uint8Array(doc),
    txt: new TextEncoder().encode(renderText(strongAccountant)),
    json: new TextEncoder().encode(
      JSON.stringify({
        basics: { name: 'Priya Natarajan', email: 'priya.natarajan@example.com' },
        work: [
          {
            name: 'Lakeshore Manufacturing',
            position: 'Senior Accountant',
            startDate: '2019-03',
            highlights: ['Cut the month-end close from 8 days to 4 by automating reconciliations'],
          },
        ],
      }),
    ),
  };
}
