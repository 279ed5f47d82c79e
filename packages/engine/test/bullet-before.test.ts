import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import type { OcrBox } from '../src/ocr/ocr-engine';
import { hasBulletBefore } from '../src/ocr/bullet-before';
import type { GrayImage } from './fixtures/gray-image';
import { inkBox } from './fixtures/ink-box';
import { renderScan } from './fixtures/render-scan';

const DPI = 200;
const PX = DPI / 72;
const SIZE = 11;
const LEFT = 72;
const PITCH = 30;

// Each line: what stands before the word (drawn, not measured), then the word OCR would read.
type Before = 'bullet' | 'hollow' | 'square' | 'nothing' | 'dates' | 'icon';
const LINES: Array<{ before: Before; word: string }> = [
  { before: 'bullet', word: 'Reconciled' },
  { before: 'nothing', word: 'Reconciled' },
  { before: 'hollow', word: 'Audited' },
  { before: 'square', word: 'Negotiated' },
  { before: 'dates', word: 'Bookkeeper' },
  { before: 'icon', word: 'Harbour' },
];

interface Placed {
  box: OcrBox;
  baseline: number;
}

/** The page as a scanner returns it, and the box and baseline of each line's word, in pixels. */
async function scannedLines(): Promise<{ page: GrayImage; words: Placed[] }> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  const wordX = LEFT + 24;
  const places = LINES.map((line, i) => {
    const top = 72 + i * PITCH;
    doc.font('Helvetica').fontSize(SIZE).fillColor('black');
    const baseline = top + doc.currentLineHeight() * 0.8;
    const middle = baseline - SIZE * 0.3;
    if (line.before === 'bullet') doc.circle(wordX - 12, middle, 2).fill('black');
    if (line.before === 'hollow')
      doc
        .circle(wordX - 12, middle, 2)
        .lineWidth(0.8)
        .stroke('black');
    if (line.before === 'square') doc.rect(wordX - 14, middle - 2, 4, 4).fill('black');
    // A date column ending close before the word: its last figure is no bullet.
    if (line.before === 'dates')
      doc.fillColor('black').text('2014', wordX - 30, top, { lineBreak: false });
    // A contact icon, as tall as a capital and wider: no bullet.
    if (line.before === 'icon')
      doc.rect(wordX - 18, baseline - SIZE * 0.8, 10, SIZE * 0.8).fill('black');
    doc.fillColor('black').text(line.word, wordX, top, { lineBreak: false });
    return { x: wordX, width: doc.widthOfString(line.word), top, baseline };
  });
  doc.end();
  const [page] = await renderScan(await done, { dpi: DPI, degrees: 0 });
  const words = places.map((p) => ({
    box: inkBox(page!, p.x * PX, (p.x + p.width) * PX, p.top * PX, (p.top + SIZE * 1.2) * PX),
    baseline: p.baseline * PX,
  }));
  return { page: page!, words };
}

describe('a bullet OCR left out, found in the pixels before a word', () => {
  it('finds a round, hollow or square bullet, and nothing where none was drawn', async () => {
    const { page, words } = await scannedLines();
    const found = words.map((w) => hasBulletBefore(page, w.box, w.baseline, SIZE * PX, 0));
    expect(Object.fromEntries(LINES.map((l, i) => [l.before, found[i]]))).toEqual({
      bullet: true,
      nothing: false,
      hollow: true,
      square: true,
      dates: false,
      icon: false,
    });
  });

  it('looks no further left than the text before the word on its line', async () => {
    const { page, words } = await scannedLines();
    const bullet = words[0]!;
    expect(hasBulletBefore(page, bullet.box, bullet.baseline, SIZE * PX, bullet.box.left - 5)).toBe(
      false,
    );
  });
});
