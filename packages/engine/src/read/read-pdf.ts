import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { cleanLine } from './clean-line';
import { endsWithSoftHyphen, joinHyphenated } from './join-hyphenated';
import { itemsToLines, type PdfItem, type PdfLine } from './pdf-items';
import { findGutter, splitByGutter } from './split-columns';

/** Resumes are short: refuse documents that claim more pages than this before reading them. */
export const MAX_PDF_PAGES = 30;

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;

/** Loads pdf.js once (its first load is the slow part of reading a PDF). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

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
      bold: /bold|black|heavy|semibold/i.test(`${item.fontName} ${family}`),
    });
  }
  return out;
}

function toTextLines(lines: PdfLine[], page: number): TextLine[] {
  const result: TextLine[] = [];
  let softBreak = false;
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
    result.push({
      text,
      page,
      fontSize: Math.round(line.fontSize * 10) / 10,
      emphasis: line.bold,
      bullet,
    });
  }
  return result;
}

/**
 * Reads a PDF's text layer with pdf.js, keeping positions to rebuild reading order: lines from
 * baselines, and two-column pages read one column after the other.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ lines: TextLine[]; pages: number }> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    // pdf.js names its errors rather than exporting their classes.
    if ((error as { name?: string }).name === 'PasswordException')
      throw new EngineError('ENCRYPTED');
    throw new EngineError('MALFORMED');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES)
      throw new EngineError(
        'TOO_LARGE',
        `The PDF has ${doc.numPages} pages; a resume should have at most ${MAX_PDF_PAGES}.`,
      );
    const lines: TextLine[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = toItems(
        content.items as PdfTextItem[],
        content.styles as Record<string, { fontFamily?: string }>,
      );
      const gutter = findGutter(items, viewport.width);
      const groups = gutter === null ? [items] : splitByGutter(items, gutter);
      for (const group of groups) lines.push(...toTextLines(itemsToLines(group), number));
      page.cleanup();
    }
    return { lines, pages: doc.numPages };
  } catch (error) {
    // A page pdf.js cannot load (a looping page tree, objects nested past its stack) is damage.
    if (error instanceof EngineError) throw error;
    throw new EngineError('MALFORMED');
  } finally {
    await doc.destroy();
  }
}
