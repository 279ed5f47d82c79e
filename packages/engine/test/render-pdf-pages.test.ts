import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { readPdfWithPdfJs } from '../src/read/read-pdf-pdfjs';
import type { ResumeBody } from '../src/generate/resume-data';
import type { ResumeDocument } from '../src/types';
import { resumeBlocks } from '../src/render/resume-blocks';
import { LETTER, PDF_STYLES, type PdfStyle } from '../src/render/pdf-styles';
import {
  layOutResumePdf,
  pdfkitMeasure,
  registerFaces,
  renderResumePdf,
} from '../src/render/render-resume-pdf';
import { inkBox, rasterizePdf } from './fixtures/rasterize-pdf';
import { bodyWithExtraBullets, bodyWithRoles, richBody } from './fixtures/resume-bodies';

const [NORMAL, COMPACT] = PDF_STYLES as [PdfStyle, PdfStyle];
// Rendered at two pixels a point; a pixel of anti-aliasing is half a point.
const SCALE = 2;
const TOLERANCE = 0.5;

/** How many pages a body takes in one style, by the renderer's own layout. */
function pagesIn(body: ResumeBody, style: PdfStyle): number {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFaces(doc, body);
  return layOutResumePdf(body, style, pdfkitMeasure(doc)).pages.length;
}

/** The rendered PDF as pixels and as the engine reads it. */
async function render(body: ResumeBody) {
  const bytes = await renderResumePdf(body);
  const [images, document, items] = await Promise.all([
    rasterizePdf(bytes, SCALE),
    readDocument(bytes),
    readPdfWithPdfJs(bytes, 30),
  ]);
  // The size the achievements were set in tells the style used.
  const bulletSizes = new Set(document.lines.filter((l) => l.bullet).map((l) => l.fontSize));
  return { bytes, images, document, items, bulletSizes: [...bulletSizes] };
}

type Rendered = Awaited<ReturnType<typeof render>>;

/** Nothing inked in the margin band of any page, and every glyph pdf.js reports inside it. */
function expectInsideMargins({ images, items }: Rendered, margin: number): void {
  for (const image of images) {
    const box = inkBox(image);
    expect(box).not.toBeNull();
    expect(box!.left).toBeGreaterThanOrEqual(margin - TOLERANCE);
    expect(box!.top).toBeGreaterThanOrEqual(margin - TOLERANCE);
    expect(box!.right).toBeLessThanOrEqual(LETTER.width - margin + TOLERANCE);
    expect(box!.bottom).toBeLessThanOrEqual(LETTER.height - margin + TOLERANCE);
  }
  for (const page of items)
    for (const item of page.items.filter((i) => i.str.trim())) {
      const [, , , size = 0, x = 0, baseline = 0] = item.transform;
      // Helvetica's ascender and descender: 0.718 and 0.207 of the size.
      expect(x).toBeGreaterThanOrEqual(margin - TOLERANCE);
      expect(x + item.width).toBeLessThanOrEqual(LETTER.width - margin + TOLERANCE);
      expect(baseline - 0.207 * size).toBeGreaterThanOrEqual(margin - TOLERANCE);
      expect(baseline + 0.718 * size).toBeLessThanOrEqual(LETTER.height - margin + TOLERANCE);
    }
}

/**
 * The last line the engine reads on every page but the last is part of an achievement or a
 * paragraph: never a heading, and never an entry's header with its bullets overleaf.
 */
function expectNoOrphans(body: ResumeBody, document: ResumeDocument): void {
  const content = resumeBlocks(body)
    .filter((b) => b.type === 'bullet' || b.type === 'paragraph')
    .map((b) => b.text);
  for (let page = 1; page < document.pages; page += 1) {
    const last = document.lines.filter((l) => l.page === page).at(-1)!;
    expect(
      content.some((text) => text.includes(last.text)),
      `page ${page} ends with "${last.text}"`,
    ).toBe(true);
  }
}

describe('the rendered PDF, as pixels and as read', () => {
  // A run of bodies, one achievement longer each time, from one page to well into two.
  const run = Array.from({ length: 30 }, (_, k) => bodyWithExtraBullets(k));
  const firstOverflow = run.findIndex((body) => pagesIn(body, NORMAL) > 1);
  const firstTooLongForCompact = run.findIndex((body) => pagesIn(body, COMPACT) > 1);
  let short: Rendered;
  let slightlyLong: Rendered;
  let long: Rendered;

  beforeAll(async () => {
    expect(firstOverflow).toBeGreaterThan(0);
    expect(firstTooLongForCompact).toBeGreaterThan(firstOverflow);
    [short, slightlyLong, long] = await Promise.all([
      render(run[firstOverflow - 1]!),
      render(run[firstOverflow]!),
      render(run[firstTooLongForCompact]!),
    ]);
  });

  it('sets a resume that fits on one page at the normal size', () => {
    expect(short.images).toHaveLength(1);
    expect(short.document.pages).toBe(1);
    expect(short.bulletSizes).toEqual([NORMAL.size.body]);
    expectInsideMargins(short, NORMAL.margin);
  });

  it('keeps a resume a little too long for one page on one page at the compact setting', () => {
    expect(slightlyLong.images).toHaveLength(1);
    expect(slightlyLong.bulletSizes).toEqual([COMPACT.size.body]);
    expectInsideMargins(slightlyLong, COMPACT.margin);
  });

  it('runs a longer resume to two pages at the normal size, the second page started at its top', () => {
    expect(long.images).toHaveLength(2);
    expect(long.bulletSizes).toEqual([NORMAL.size.body]);
    expectInsideMargins(long, NORMAL.margin);
    expect(inkBox(long.images[1]!)!.top).toBeLessThan(NORMAL.margin + NORMAL.size.heading);
    expectNoOrphans(run[firstTooLongForCompact]!, long.document);
  });

  it('runs a very long resume to three pages, every page inside its margins', async () => {
    const body = bodyWithRoles(8, 6);
    const rendered = await render(body);
    expect(rendered.images).toHaveLength(3);
    expectInsideMargins(rendered, NORMAL.margin);
    expectNoOrphans(body, rendered.document);
  });

  it('never ends a page with a heading or an entry header, wherever the page breaks', async () => {
    // Every body of the run that takes two pages breaks its first page at another place.
    const bodies = [
      ...run.slice(firstTooLongForCompact),
      ...[3, 4, 5].flatMap((roles) => [4, 5, 6, 7].map((n) => bodyWithRoles(roles, n))),
    ];
    const breaks = new Set<string>();
    for (const body of bodies) {
      const document = await readDocument(await renderResumePdf(body));
      if (document.pages < 2) continue;
      expectNoOrphans(body, document);
      breaks.add(document.lines.filter((l) => l.page === 1).at(-1)!.text);
    }
    // The run put the break in many places, so the rule met headings at the foot.
    expect(breaks.size).toBeGreaterThan(8);
  });

  it('gives the same bytes for the same body, and other bytes for another', async () => {
    const unicode: ResumeBody = {
      ...richBody,
      personal_info: { ...richBody.personal_info, name: 'Zoë Łukasz' },
    };
    for (const body of [richBody, unicode]) {
      const [a, b] = await Promise.all([renderResumePdf(body), renderResumePdf(body)]);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    }
    const other = await renderResumePdf(bodyWithExtraBullets(1));
    expect(Buffer.from(other).equals(Buffer.from(await renderResumePdf(richBody)))).toBe(false);
  });

  it('draws no name line when the name is blank', async () => {
    const blank = await render({
      ...richBody,
      personal_info: { ...richBody.personal_info, name: '' },
    });
    expect(blank.document.lines[0]!.text).toContain(richBody.personal_info.email);
    expect(Math.max(...blank.document.lines.map((l) => l.fontSize))).toBeLessThan(NORMAL.size.name);
    expectInsideMargins(blank, NORMAL.margin);
  });
});
