import type { TextLine, UnsurePart } from '../types';
import { columnsReadAcross } from './columns-read-across';
import { splitTableCells } from './split-table-cells';
import { cleanLine } from './clean-line';
import { endsWithSoftHyphen, joinHyphenated } from './join-hyphenated';
import { groupRows, type PdfItem, type PdfLine } from './pdf-items';
import { liftMarginDates } from './lift-margin-dates';
import { findGutter, splitByGutter } from './split-columns';
import { readPdfWithPdfJs, type PdfPageText, type PdfTextItem } from './read-pdf-pdfjs';
import { readPdfText } from './pdf-text/read-pdf-text';

/** Resumes are short: refuse documents that claim more pages than this before reading them. */
export const MAX_PDF_PAGES = 30;

function toItems(items: PdfTextItem[], styles: Record<string, { fontFamily?: string }>): PdfItem[] {
  const out: PdfItem[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str) continue;
    const [a = 0, b = 0, , d = 0, e = 0, f = 0] = item.transform;
    const fontSize = Math.hypot(a, b) || Math.abs(d) || item.height || 10;
    const family = styles[item.fontName]?.fontFamily ?? '';
    out.push({
      text: item.str,
      x: e,
      y: f,
      width: item.width,
      fontSize,
      // TeX names its bold faces 'BX' (CMBX10, CMSSBX10) and Latin Modern 'Demi'.
      bold: /bold|black|heavy|semibold|demi|[a-z]bx\d/i.test(`${item.fontName} ${family}`),
    });
  }
  return out;
}

/** The usual distance between one line and the next on a page (the median of short gaps). */
function linePitch(lines: PdfLine[]): number {
  const gaps = lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((gap, i) => gap > 0 && gap < lines[i + 1]!.fontSize * 3)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

function toTextLines(lines: PdfLine[], page: number): TextLine[] {
  const result: TextLine[] = [];
  let softBreak = false;
  let previousY: number | null = null;
  const pitch = linePitch(lines);
  for (const line of lines) {
    const { text, bullet } = cleanLine(line.text);
    if (!text) continue;
    const previous = result[result.length - 1];
    const joined = previous && !bullet ? joinHyphenated(previous.text, text, softBreak) : null;
    softBreak = endsWithSoftHyphen(line.text);
    if (previous && joined !== null) {
      previous.text = joined;
      continue;
    }
    // A gap twice the page's usual line pitch (and two ems at least) is a block break.
    const gap = previousY === null ? 0 : previousY - line.y;
    previousY = line.y;
    const breakGap = Math.max(line.fontSize * 2, pitch * 2);
    result.push({
      text,
      page,
      fontSize: Math.round(line.fontSize * 10) / 10,
      emphasis: line.bold,
      bullet,
      ...(gap > breakGap ? { spaceBefore: true } : {}),
    });
  }
  return result;
}

/**
 * Reads a PDF's text layer, keeping positions to rebuild reading order: lines from baselines,
 * and two-column pages read one column after the other. The quick reader
 * (`pdf-text/read-pdf-text.ts`) gives the same text items as pdf.js without translating fonts;
 * files it does not handle go to pdf.js. Past `deadline` (a `performance.now()` time) the quick
 * reader stops with a TIMEOUT error.
 */
export async function readPdf(
  bytes: Uint8Array,
  deadline = Infinity,
): Promise<{ lines: TextLine[]; pages: number; unsure: UnsurePart[] }> {
  const quick = readPdfText(bytes, { maxPages: MAX_PDF_PAGES, deadline });
  const pages: PdfPageText[] =
    'pages' in quick
      ? quick.pages.map((page) => ({ items: page.items, styles: page.styles, width: page.width }))
      : await readPdfWithPdfJs(bytes, MAX_PDF_PAGES, quick.unsupported === 'font not embedded');
  const lines: TextLine[] = [];
  const unsure: UnsurePart[] = [];
  pages.forEach((page, index) => {
    const items = toItems(page.items, page.styles);
    const gutter = findGutter(items, page.width);
    const groups =
      gutter === null
        ? (splitTableCells(items, page.width) ?? [items])
        : splitByGutter(items, gutter);
    for (const group of groups) {
      const rows = groupRows(group);
      if (columnsReadAcross(rows))
        unsure.push({
          section: `page ${index + 1}`,
          reason: 'its columns could not be told apart, so the order of its text is uncertain',
        });
      lines.push(...toTextLines(liftMarginDates(rows), index + 1));
    }
  });
  return { lines, pages: pages.length, unsure };
}
