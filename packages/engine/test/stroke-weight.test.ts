import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import type { OcrBox } from '../src/ocr/ocr-engine';
import { strokeWeight } from '../src/ocr/stroke-weight';
import type { GrayImage } from './fixtures/gray-image';
import { inkBox } from './fixtures/ink-box';
import { renderScan } from './fixtures/render-scan';

const DPI = 200;
const PX = DPI / 72;
// Each line's words, its face and size, drawn one under another from the top of a Letter page.
const LINES: Array<{ words: string[]; font: string; size: number }> = [
  { words: ['Senior', 'Payroll', 'Officer'], font: 'Helvetica-Bold', size: 11 },
  { words: ['Prepared', 'monthly', 'payroll', 'for'], font: 'Helvetica', size: 11 },
  { words: ['Warehouse', 'Supervisor'], font: 'Times-Bold', size: 12 },
  { words: ['Trained', 'new', 'staff', 'on'], font: 'Times-Roman', size: 12 },
  { words: ['Quality', 'Inspector'], font: 'Helvetica-Bold', size: 16 },
  { words: ['Checked', 'parts', 'against', 'drawings'], font: 'Helvetica', size: 16 },
];
const TOP = 72;
const PITCH = 40;

/** The page as a scanner returns it, and each line's words' boxes, as OCR would give them. */
async function scannedLines(): Promise<{ page: GrayImage; boxes: OcrBox[][] }> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  const placed: Array<Array<{ x: number; y: number; width: number; size: number }>> = [];
  LINES.forEach((line, i) => {
    doc.font(line.font).fontSize(line.size);
    let x = 72;
    const y = TOP + i * PITCH;
    placed.push(
      line.words.map((word) => {
        doc.text(word, x, y, { lineBreak: false });
        const at = { x, y, width: doc.widthOfString(word), size: line.size };
        x += at.width + doc.widthOfString(' ');
        return at;
      }),
    );
  });
  doc.end();
  const [page] = await renderScan(await done, { dpi: DPI, degrees: 0 });
  // Each word's ink, found inside the room its text was given: a box as tight as OCR's.
  const boxes = placed.map((words) =>
    words.map((w) =>
      inkBox(page!, w.x * PX, (w.x + w.width) * PX, w.y * PX, (w.y + w.size * 1.2) * PX),
    ),
  );
  return { page: page!, boxes };
}

describe('the weight of a run of words, from its strokes', () => {
  it('is half as much again, or more, for a bold face as for the regular face at its size', async () => {
    const { page, boxes } = await scannedLines();
    const weights = boxes.map((b, i) => strokeWeight(page, b, LINES[i]!.size * PX));
    for (let i = 0; i < LINES.length; i += 2) {
      expect(weights[i]!).toBeGreaterThan(weights[i + 1]! * 1.25);
    }
  });

  it('keeps the size out of it: the regular face weighs about the same at 11 and 16 points', async () => {
    const { page, boxes } = await scannedLines();
    const [small, large] = [
      strokeWeight(page, boxes[1]!, 11 * PX),
      strokeWeight(page, boxes[5]!, 16 * PX),
    ];
    expect(large / small).toBeGreaterThan(0.8);
    expect(large / small).toBeLessThan(1.25);
  });

  it('says nothing (0) of boxes too small to measure', async () => {
    const { page } = await scannedLines();
    expect(strokeWeight(page, [{ left: 10, top: 10, right: 14, bottom: 13 }], 30)).toBe(0);
    expect(strokeWeight(page, [], 30)).toBe(0);
  });
});
