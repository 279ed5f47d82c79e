// A two-column resume of our own, drawn as a scanner returns it and saved as an image-only PDF,
// must read the same roles, dates, name and email by OCR as its text layer does.
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeResume } from '../src/analyze-resume';
import { closeTesseract } from '../src/ocr/tesseract-ocr';
import { encodeJpeg, imagePdf } from './fixtures/encode-scan';
import { renderScan } from './fixtures/render-scan';
import { wordsOf } from './zoo/compare-reading';
import { makeZooResume } from './zoo/make-zoo-resume';
import { renderZooPdf } from './zoo/render-zoo-pdf';
import { zooLabel } from './zoo/zoo-labels';
import { ZOO_LAYOUTS } from './zoo/zoo-layouts';
import { zooPage } from './zoo/zoo-page';

// OCR takes seconds a page: a generous limit, no assertion on time.
const SLOW = 120_000;

afterAll(() => closeTesseract());

type Parsed = Awaited<ReturnType<typeof analyzeResume>>['parsed'];
const rolesOf = (parsed: Parsed) =>
  parsed.experience.map((e) => ({
    title: wordsOf(e.title),
    company: wordsOf(e.company),
    start: e.startDate,
    end: e.current ? 'present' : e.endDate,
  }));

describe('a scanned two-column resume', () => {
  it(
    'reads the roles, dates, name and email of its text layer',
    async () => {
      const layout = ZOO_LAYOUTS.find((l) => l.id === 'two-columns')!;
      const resume = makeZooResume(2);
      const label = zooLabel(resume, layout, 'pdf');
      const pdf = await renderZooPdf(zooPage(resume, layout), false);
      const pages = await renderScan(pdf, { dpi: 200, degrees: 1.5 });
      expect(pages).toHaveLength(1);
      const scan = await imagePdf(pages.map((page) => encodeJpeg(page)));
      const text = await analyzeResume(pdf);
      const read = await analyzeResume(scan, { timeoutMs: 100_000 });
      expect(read.document.ocr?.pages).toBe(1);
      // The text layer reads as labelled, so the scan is held to the labels through it.
      expect(rolesOf(text.parsed).map((r) => [r.title, r.company])).toEqual(
        label.roles.map((r) => [wordsOf(r.title), wordsOf(r.company)]),
      );
      expect(rolesOf(read.parsed)).toEqual(rolesOf(text.parsed));
      expect(read.parsed.name).toBe(label.name);
      expect(read.parsed.email).toBe(label.email);
      // Each column is read on its own: the headings that open them side by side are two lines.
      const texts = read.document.lines.map((l) => l.text);
      expect(texts).toEqual(expect.arrayContaining(['EXPERIENCE', 'EDUCATION']));
    },
    SLOW,
  );
});
