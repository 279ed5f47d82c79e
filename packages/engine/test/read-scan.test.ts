import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResume } from '../src/analyze-resume';
import type { EngineError } from '../src/engine-error';
import { readDocument } from '../src/read-document';
import { renderResumePdf } from '../src/render/render-resume-pdf';
import { closeTesseract } from '../src/ocr/tesseract-ocr';
import { turnQuarters } from '../src/ocr/turn-quarters';
import PDFDocument from 'pdfkit';
import { encodeJpeg, encodePng, imagePdf } from './fixtures/encode-scan';
import { pictureDocx } from './fixtures/picture-docx';
import type { GrayImage } from './fixtures/gray-image';
import { renderScan } from './fixtures/render-scan';
import { richBody } from './fixtures/resume-bodies';
import { wordRecall } from './fixtures/word-recall';

// OCR takes seconds a page: generous limits, no assertion on time.
const SLOW = { timeout: 120_000 };
const READ = { timeoutMs: 100_000 };

let source = '';
let sourceScore = 0;
let scan: GrayImage;

beforeAll(async () => {
  const pdf = await renderResumePdf(richBody);
  const original = await analyzeResume(pdf);
  [source, sourceScore] = [original.document.text, original.results.overall_score];
  [scan] = (await renderScan(pdf, { dpi: 200, degrees: 1.5 })) as [GrayImage];
}, 60_000);

afterAll(() => closeTesseract());

/** A page holding one line of text, as a scanner returns it. */
async function renderScanOfText(text: string): Promise<GrayImage> {
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.fontSize(16).text(text);
  doc.end();
  const [page] = await renderScan(await done, { dpi: 200, degrees: 0.5 });
  return page!;
}

async function failure(bytes: Uint8Array): Promise<EngineError> {
  return readDocument(bytes, READ).then(
    () => {
      throw new Error('expected the scan to be refused');
    },
    (error: unknown) => error as EngineError,
  );
}

describe('scanned resumes, read by OCR', () => {
  it.each([
    ['PNG', () => encodePng(scan)],
    ['JPEG', () => encodeJpeg(scan)],
    ['image-only PDF', () => imagePdf([encodeJpeg(scan)])],
    // A scan saved into Word: the page is a picture and the file has no text at all.
    ['Word file of a page picture', () => pictureDocx([encodeJpeg(scan)])],
    ['Word file of a page picture in VML', () => pictureDocx([encodePng(scan)], 'vml')],
    // Stored sideways, as phones store photos, with EXIF saying to turn it a quarter clockwise.
    ['sideways phone JPEG', () => encodeJpeg(turnQuarters(scan, 3), 85, 6)],
  ])(
    'reads a rotated, noisy %s scan back with 95% of its words, flagged as OCR',
    async (_, make) => {
      const { document, results } = await analyzeResume(await make(), READ);
      expect(wordRecall(source, document.text)).toBeGreaterThanOrEqual(0.95);
      expect(results.parsed.name).toBe('Dana Whitfield');
      expect(results.parsed.email).toBe('dana.whitfield@example.com');
      expect(results.parsed.sections).toEqual(
        expect.arrayContaining(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']),
      );
      expect(results.parsed.experience.map((r) => r.company)).toContain('Larkspur Payments');
      expect(Math.abs(results.overall_score - sourceScore)).toBeLessThanOrEqual(5);
      expect(document.ocr?.pages).toBe(1);
      expect(document.ocr?.confidence).toBeGreaterThan(60);
      expect(document.ocr?.confidence).toBeLessThanOrEqual(100);
      const spelling = results.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!;
      for (const word of document.ocr!.doubtfulWords)
        expect(`${spelling.message}\n${results.suggestions.join('\n')}`).not.toContain(`"${word}"`);
    },
    SLOW.timeout,
  );

  it('refuses an image with too many pixels from its header, before decoding it', async () => {
    const header = encodePng({ width: 1, height: 1, pixels: new Uint8Array([255]) });
    const view = new DataView(header.buffer, header.byteOffset);
    view.setUint32(16, 5000);
    view.setUint32(20, 5000);
    const error = await failure(header);
    expect(error.code).toBe('SCAN_TOO_LARGE');
    expect(error.message).toMatch(/at most 9 million pixels/);
  });

  it(
    'stops recognising at the deadline, and reads the next scan with a new worker',
    async () => {
      const png = encodePng(scan);
      const late = await readDocument(png, { timeoutMs: 50 }).catch((e: unknown) => e);
      expect((late as EngineError).code).toBe('TIMEOUT');
      const { document } = await analyzeResume(png, READ);
      expect(wordRecall(source, document.text)).toBeGreaterThanOrEqual(0.95);
    },
    SLOW.timeout,
  );

  it(
    'reads by OCR only the page of a PDF that has no text',
    async () => {
      const doc = new PDFDocument({ size: 'LETTER' });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise<Uint8Array>((resolve) =>
        doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
      );
      doc.text('Cover note typed as text: Dana Whitfield, backend engineer.');
      doc.addPage().image(Buffer.from(encodeJpeg(scan)), 0, 0, { width: 612, height: 792 });
      doc.end();
      const document = await readDocument(await done, READ);
      expect(document.pages).toBe(2);
      expect(document.ocr?.pages).toBe(1);
      expect(document.lines[0]).toMatchObject({
        page: 1,
        text: expect.stringMatching(/^Cover note/),
      });
      expect(document.lines.filter((l) => l.page === 2).map((l) => l.text)).toContain('EXPERIENCE');
    },
    SLOW.timeout,
  );

  it(
    'reads the pictures of a Word file page by page in the order the body shows them',
    async () => {
      const cover = renderScanOfText('Cover note: Dana Whitfield, backend engineer');
      const document = await readDocument(
        await pictureDocx([encodePng(await cover), encodeJpeg(scan)]),
        READ,
      );
      expect(document.format).toBe('docx');
      expect(document.ocr?.pages).toBe(2);
      expect(document.lines[0]).toMatchObject({
        page: 1,
        text: expect.stringMatching(/Cover note/),
      });
      expect(document.lines.filter((l) => l.page === 2).map((l) => l.text)).toContain('EXPERIENCE');
    },
    SLOW.timeout,
  );

  it('still refuses a Word file with no text whose only picture is a small logo', async () => {
    const logo = encodePng({ width: 120, height: 120, pixels: new Uint8Array(14_400).fill(40) });
    expect((await failure(await pictureDocx([logo]))).code).toBe('EMPTY_DOCUMENT');
  });

  it('refuses a damaged image as malformed', async () => {
    expect((await failure(encodePng(scan).subarray(0, 4000))).code).toBe('MALFORMED');
    expect((await failure(encodeJpeg(scan).subarray(0, 4000))).code).toBe('MALFORMED');
  });

  it.each([
    ['PDF', (pages: GrayImage[]) => imagePdf(pages.map((page) => encodeJpeg(page)))],
    ['Word file', (pages: GrayImage[]) => pictureDocx(pages.map((page) => encodeJpeg(page)))],
  ])(
    'reads the first scanned pages of a longer %s and names the rest as unread',
    async (_, file) => {
      const lines = ['Second page kept', 'Third page kept', 'Fourth page kept', 'Fifth page left'];
      const pages = [scan, ...(await Promise.all(lines.map(renderScanOfText)))];
      const { document, parsed } = await analyzeResume(await file(pages), READ);
      expect(document.ocr?.pages).toBe(4);
      expect(wordRecall(source, document.text)).toBeGreaterThanOrEqual(0.95);
      expect(document.text).toMatch(/Fourth page kept/);
      expect(document.text).not.toMatch(/Fifth page/);
      expect(parsed.unsure).toContainEqual({
        section: '',
        reason:
          'Page 5 of the scan was not read: text recognition reads the first 4 scanned pages.',
      });
    },
    SLOW.timeout,
  );
});

describe('what OCR was unsure of', () => {
  const resume = [
    'Jordan Lee',
    'jordan.lee@example.com',
    'EXPERIENCE',
    'Operations Analyst | Harbor Freight Co | Jan 2019 - Mar 2022',
    '- Reduced shipping costs by 12% through carrier managment reviews',
    '- Built weekly reports for 8 regional managers',
    'EDUCATION',
    'B.A. Economics, State University, 2018',
  ].join('\n');

  async function spelling(ocr: { doubtfulWords: string[]; doubtfulLines: string[] } | null) {
    const { document, parsed } = await analyzeResume(new TextEncoder().encode(resume));
    const { scoreResume } = await import('../src/score-resume');
    const { loadSpeller } = await import('../src/spelling/load-speller');
    const doc = ocr ? { ...document, ocr: { pages: 1, confidence: 80, ...ocr } } : document;
    const results = scoreResume(parsed, doc, { speller: await loadSpeller() });
    return {
      check: results.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!,
      suggestions: results.suggestions.join('\n'),
    };
  }

  it('quotes a misspelling read from a text layer', async () => {
    const { check, suggestions } = await spelling(null);
    expect(check.passed).toBe(false);
    expect(suggestions).toMatch(/managment/);
  });

  it('never quotes a word OCR read with low confidence as a misspelling', async () => {
    const { check, suggestions } = await spelling({
      doubtfulWords: ['managment'],
      doubtfulLines: [],
    });
    expect(check.passed).toBe(true);
    expect(suggestions).not.toMatch(/managment/);
  });

  it('never quotes a line OCR read with low confidence', async () => {
    const line = 'Reduced shipping costs by 12% through carrier managment reviews';
    const { check, suggestions } = await spelling({ doubtfulWords: [], doubtfulLines: [line] });
    expect(check.passed).toBe(true);
    expect(suggestions).not.toMatch(/managment/);
  });
});
