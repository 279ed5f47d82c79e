import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineError } from '../engine-error';
import { keepBuiltins } from './keep-builtins';

/** A text item as pdf.js's getTextContent reports it (the fields the engine reads). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

/** One page's text items, their font styles and the page width. */
export interface PdfPageText {
  items: PdfTextItem[];
  styles: Record<string, { fontFamily?: string }>;
  width: number;
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;

// pdfjs-dist ships no types for its worker module, which is imported only for its effect: it
// registers globalThis.pdfjsWorker, and pdf.js then runs the worker code in this thread.
const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * Loads pdf.js once (its first load is the slow part of reading a PDF), with its worker code in
 * this thread, and without letting its polyfills slow down the built-ins everything else uses.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= keepBuiltins(async () => {
    const [api] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      // Loaded here so its polyfills run now, not at the first document.
      import(/* @vite-ignore */ WORKER_MODULE),
    ]);
    return api;
  });
  return pdfjs;
}

/**
 * pdf.js's styles name only a generic family ('sans-serif'); the loaded font's own name
 * ('Helvetica-Bold') tells its weight, so it is added where pdf.js has it.
 */
function withFontNames(
  page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } },
  styles: Record<string, { fontFamily?: string }>,
): Record<string, { fontFamily?: string }> {
  const out: Record<string, { fontFamily?: string }> = {};
  for (const [id, style] of Object.entries(styles)) {
    let name = '';
    try {
      if (page.commonObjs.has(id))
        name = String((page.commonObjs.get(id) as { name?: unknown }).name ?? '');
    } catch {
      // A font pdf.js could not load keeps its generic family.
    }
    out[id] = { fontFamily: `${name} ${style.fontFamily ?? ''}`.trim() };
  }
  return out;
}

/**
 * Reads every page's text items with pdf.js. Refuses encrypted and malformed files, and files
 * with more than `maxPages` pages, with the matching EngineError.
 */
export async function readPdfWithPdfJs(
  bytes: Uint8Array,
  maxPages: number,
  fontNames = false,
): Promise<PdfPageText[]> {
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
    if (doc.numPages > maxPages)
      throw new EngineError(
        'TOO_LARGE',
        `The PDF has ${doc.numPages} pages; a resume should have at most ${maxPages}.`,
      );
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      // The operator list loads the page's fonts, whose names tell bold from regular. It also
      // translates embedded fonts (the slow part of pdf.js), so it is asked for only when the
      // fonts are the standard ones a PDF names without embedding.
      if (fontNames) await page.getOperatorList();
      pages.push({
        items: content.items as PdfTextItem[],
        styles: withFontNames(page, content.styles as Record<string, { fontFamily?: string }>),
        width: page.getViewport({ scale: 1 }).width,
      });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    // A page pdf.js cannot load (a looping page tree, objects nested past its stack) is damage.
    if (error instanceof EngineError) throw error;
    throw new EngineError('MALFORMED');
  } finally {
    await doc.destroy();
  }
}
