import { interpretContent, type ContentContext } from './interpret-content';
import { listPages } from './list-pages';
import { loadFont, type TextFont } from './load-font';
import { PdfFile } from './pdf-file';
import { UnsupportedPdf, type PdfDict } from './pdf-objects';
import { TextState } from './text-state';
import { EngineError } from '../../engine-error';
import type { TextItem } from './open-item';

/** One page's text items and the page's width (pdf.js's viewport width at scale 1). */
export interface QuickPage {
  items: TextItem[];
  width: number;
  /** Each item font id's PostScript name ('ABCDEF+Lato-Bold'), which tells weight and style. */
  styles: Record<string, { fontFamily: string }>;
}

/** The quick reader's answer: the pages, or why the file is left to pdf.js. */
export type QuickRead = { pages: QuickPage[] } | { unsupported: string };

// Far beyond any resume (30 pages of dense text is about 200,000 glyphs), and small enough to
// keep a hostile file's time and memory modest before pdf.js takes over.
const MAX_OPERATORS = 1_000_000;
const MAX_GLYPHS = 500_000;

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  // A line break between streams, so a token never runs from one into the next.
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    out[at + part.length] = 0x0a;
    at += part.length + 1;
  }
  return out;
}

/**
 * Reads the text of a PDF without pdf.js: the content streams' text operators with each
 * font's ToUnicode map and widths, grouped into items by pdf.js's own rules. Fonts are never
 * translated, which is where pdf.js spends most of its time on embedded fonts. Anything outside
 * the cases it mirrors exactly (encryption, fonts without ToUnicode, vertical or right-to-left
 * text, damaged files) answers `unsupported` so the caller uses pdf.js. Past the deadline it
 * throws EngineError TIMEOUT.
 */
export function readPdfText(
  bytes: Uint8Array,
  { maxPages, deadline = Infinity }: { maxPages: number; deadline?: number },
): QuickRead {
  try {
    const file = new PdfFile(bytes);
    const fonts = new Map<PdfDict, TextFont>();
    const budget = { operators: MAX_OPERATORS, glyphs: MAX_GLYPHS, deadline };
    const pages: QuickPage[] = [];
    const styles: QuickPage['styles'] = {};
    for (const page of listPages(file, maxPages)) {
      if (performance.now() > deadline) throw new EngineError('TIMEOUT');
      const context: ContentContext = {
        file,
        fonts: (dict) => {
          let font = fonts.get(dict);
          if (!font) {
            font = loadFont(file, dict, `f${fonts.size + 1}`);
            fonts.set(dict, font);
            styles[font.id] = { fontFamily: font.name };
          }
          return font;
        },
        viewBox: page.view,
        items: [],
        budget,
      };
      const data = concat(page.contents.map((c) => file.decode(c)));
      interpretContent(context, data, page.resources, new TextState());
      pages.push({ items: context.items, width: page.view[2] - page.view[0], styles });
    }
    return { pages };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    if (error instanceof UnsupportedPdf) return { unsupported: error.message };
    // Anything unexpected (a file broken in a way not foreseen) also goes to pdf.js.
    return { unsupported: `error: ${(error as Error).message}` };
  }
}
