import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { EngineError } from '../src/engine-error';
import { readPdfText } from '../src/read/pdf-text/read-pdf-text';
import { buildPdf, type PdfObjectSource } from './fixtures/build-pdf';
import { renderPdf } from './fixtures/render-pdf';
import { strongEngineer, strongNurse } from './fixtures/calibration-resumes';

/** The quick reader's answer in a word: "read", or its reason for leaving the file to pdf.js. */
function reason(bytes: Uint8Array): string {
  const read = readPdfText(bytes, { maxPages: 30 });
  return 'unsupported' in read ? read.unsupported : 'read';
}

describe('what the quick reader leaves to pdf.js', () => {
  it('refuses fonts it cannot read exactly, and files pdf.js must repair or decrypt', async () => {
    // Standard fonts are only named: their widths live in pdf.js.
    expect(reason(await renderPdf(strongNurse, 'single'))).toBe('font not embedded');
    const embedded = await renderPdf(strongNurse, 'single', { embedFonts: true });
    expect(reason(embedded)).toBe('read');
    expect(reason(embedded.subarray(0, embedded.length - 200))).toMatch(/startxref/);
    const dataStart = new TextDecoder('latin1').decode(embedded).indexOf('stream\n') + 7;
    const damaged = embedded.slice();
    damaged.fill(0x21, dataStart, dataStart + 40);
    expect(reason(damaged)).not.toBe('read');
    const locked = await new Promise<Uint8Array>((resolve) => {
      const doc = new PDFDocument({ userPassword: 'open sesame' });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.text('Secret resume');
      doc.end();
    });
    expect(reason(locked)).toBe('encrypted');
    // Text in right-to-left scripts is reordered by pdf.js.
    const hebrew = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      { dict: '', data: 'BT /F1 12 Tf 72 700 Td (AB) Tj ET' },
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << >> /FirstChar 65 /LastChar 66 /Widths [500 500] /ToUnicode 6 0 R >>',
      { dict: '', data: 'beginbfchar <41> <05D0> <42> <05D1> endbfchar' },
    ]);
    expect(reason(hebrew)).toBe('right-to-left text');
    // And the engine still reads such files, through pdf.js.
    expect((await readDocument(hebrew)).text).toMatch(/[\u05d0\u05d1]/);
  });

  it('stops early on compression bombs, loops and endless operators', () => {
    const page = (contents: PdfObjectSource, extra: PdfObjectSource[] = []) =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>',
        contents,
        ...extra,
      ]);
    const bomb = page({ dict: '', data: new Uint8Array(64 * 1024 * 1024), deflate: true });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(reason(bomb)).toBe('flate data that zlib refuses');
    expect(reason(page({ dict: '', data: '0 0 m '.repeat(1_100_000) }))).toBe('too many operators');
    expect(reason(page({ dict: '', data: '['.repeat(5000) }))).toBe('objects nested too deeply');
    // A form that draws itself is skipped, as pdf.js skips it.
    const selfDrawing = page({ dict: '', data: '/X Do' }, [
      {
        dict: '/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X 5 0 R >> >>',
        data: '/X Do',
      },
    ]);
    expect(reason(selfDrawing)).toBe('read');
    const loop = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R] /Count 1 >>',
    ]);
    expect(reason(loop)).toBe('odd page tree');
  });

  it('gives up with TIMEOUT past its deadline', async () => {
    const bytes = await renderPdf(strongEngineer, 'single', { embedFonts: true });
    expect(() => readPdfText(bytes, { maxPages: 30, deadline: performance.now() - 1 })).toThrow(
      EngineError,
    );
    expect('pages' in readPdfText(bytes, { maxPages: 30 })).toBe(true);
  });
});
