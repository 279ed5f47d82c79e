import type { TextLine, UnsurePart } from '../types';
import { layOutPage } from './lay-out-page';
import type { PdfItem } from './pdf-items';
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
    const laid = layOutPage(toItems(page.items, page.styles), page.width, index + 1);
    lines.push(...laid.lines);
    unsure.push(...laid.unsure);
  });
  return { lines, pages: pages.length, unsure };
}
