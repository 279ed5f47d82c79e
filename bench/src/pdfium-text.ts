import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

/** One character as PDFium's text page reports it (PDF space: y grows upwards). */
export interface PdfiumChar {
  /** The Unicode code point (PDFium's text page, ligatures and hyphens as it decided). */
  code: number;
  /** Loose box: the glyph's advance by the font's ascent and descent. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** FPDFText_GetFontSize: the size the text was set in (Tf), before any scaling. */
  fontSize: number;
  /** The size on the page: fontSize times the scale of the character's matrix. */
  size: number;
  /** FPDFText_GetFontWeight: derived from the descriptor's StemV; -1 when unknown. */
  weight: number;
  /** The font's name (BaseFont, subset tag kept), from FPDFText_GetFontInfo. */
  font: string;
  /** A space or line break PDFium inserted (no glyph on the page). */
  generated: boolean;
  /** A hyphen PDFium judged to end a hyphenated line. */
  hyphen: boolean;
}

export interface PdfiumPage {
  width: number;
  height: number;
  chars: PdfiumChar[];
}

export type PdfiumRead = { pages: PdfiumPage[] } | { error: number };

// The raw exports Emscripten puts on the module (`_NAME`): the same C functions without the
// cwrap/ccall layer (argument conversion and, in this assertions build, stack checks per call).
interface RawExports {
  _FPDFText_CountChars(textPage: number): number;
  _FPDFText_GetUnicode(textPage: number, index: number): number;
  _FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  _FPDFText_GetFontSize(textPage: number, index: number): number;
  _FPDFText_GetFontWeight(textPage: number, index: number): number;
  _FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  _FPDFText_GetTextObject(textPage: number, index: number): number;
  _FPDFText_GetFontInfo(
    textPage: number,
    index: number,
    buffer: number,
    length: number,
    flags: number,
  ): number;
  _FPDFText_IsGenerated(textPage: number, index: number): number;
  _FPDFText_IsHyphen(textPage: number, index: number): number;
  _FPDFText_GetText(textPage: number, start: number, count: number, buffer: number): number;
  HEAPU8: Uint8Array;
  HEAPF32: Float32Array;
}

export interface Pdfium {
  module: WrappedPdfiumModule;
  /** Milliseconds to read the .wasm, compile, instantiate and initialise the library. */
  loadMs: number;
  /** Size of the .wasm file in bytes. */
  wasmBytes: number;
}

/** The .wasm inside the package (never fetched: the bytes are handed to Emscripten). */
export function pdfiumWasmPath(): string {
  return createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm');
}

/** Loads the PDFium WebAssembly module from the package and initialises the library. */
export async function loadPdfium(): Promise<Pdfium> {
  const start = performance.now();
  const wasm = await readFile(pdfiumWasmPath());
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  const module = await init({ wasmBinary: wasmBinary as ArrayBuffer });
  module.PDFiumExt_Init();
  return { module, loadMs: performance.now() - start, wasmBytes: wasm.byteLength };
}

/** Bytes of the module's WebAssembly memory (grows, never shrinks). */
export function wasmMemoryBytes(pdfium: Pdfium): number {
  return (pdfium.module.pdfium as unknown as RawExports).HEAPU8.byteLength;
}

const NAME_BYTES = 256;

/** How the characters are asked for (all give the same PdfiumChar fields). */
export type PdfiumCalls =
  /** The package's cwrap functions, every field per character (9 calls a character). */
  | 'cwrap'
  /** The module's raw exports (same C functions, no per-call glue), every field per character. */
  | 'raw'
  /**
   * Raw exports, as an adapter would be written: the page's text in one call, box and text object
   * per character, size, matrix, weight and font once per text object (one font, size and
   * matrix each). A character without a text object is one PDFium generated; U+0002 a hyphen.
   */
  | 'lean'
  /** PDFium's own work only: document, pages, text pages; no character asked for. */
  | 'none';

interface Scratch {
  rect: number;
  matrix: number;
  flags: number;
  name: number;
}

/** Size (and its scale), weight of character `i`, and its font's name unless `name` is false. */
function charStyle(
  m: WrappedPdfiumModule,
  raw: RawExports,
  direct: boolean,
  textPage: number,
  i: number,
  s: Scratch,
  name = true,
): { fontSize: number; scale: number; weight: number; font: string } {
  const fontSize = direct
    ? raw._FPDFText_GetFontSize(textPage, i)
    : m.FPDFText_GetFontSize(textPage, i);
  if (direct) raw._FPDFText_GetMatrix(textPage, i, s.matrix);
  else m.FPDFText_GetMatrix(textPage, i, s.matrix);
  const weight = direct
    ? raw._FPDFText_GetFontWeight(textPage, i)
    : m.FPDFText_GetFontWeight(textPage, i);
  let font = '';
  if (name) {
    const length = direct
      ? raw._FPDFText_GetFontInfo(textPage, i, s.name, NAME_BYTES, s.flags)
      : m.FPDFText_GetFontInfo(textPage, i, s.name, NAME_BYTES, s.flags);
    font = length > 0 ? m.pdfium.UTF8ToString(s.name) : '';
  }
  const f = raw.HEAPF32;
  return { fontSize, scale: Math.hypot(f[s.matrix >> 2]!, f[(s.matrix >> 2) + 1]!), weight, font };
}

/** The page's text as UTF-16 units, one per character, or null when a surrogate pair breaks that. */
function pageText(
  m: WrappedPdfiumModule,
  raw: RawExports,
  textPage: number,
  n: number,
): Uint16Array | null {
  const buffer = m.pdfium.wasmExports.malloc((n + 1) * 2);
  try {
    const units = raw._FPDFText_GetText(textPage, 0, n, buffer);
    if (units !== n + 1) return null;
    return new Uint16Array(raw.HEAPU8.buffer, buffer, n).slice();
  } finally {
    m.pdfium.wasmExports.free(buffer);
  }
}

/**
 * Reads every page's characters with PDFium: load the document from memory, then for each page
 * each character's code point, loose box, font size and matrix (FPDFText_GetFontSize answers the
 * Tf operand; the size on the page needs the matrix too), weight, font name, and whether PDFium
 * generated it or judged it a hyphen. `calls` says how (see PdfiumCalls).
 */
export function readWithPdfium(
  pdfium: Pdfium,
  bytes: Uint8Array,
  calls: PdfiumCalls = 'cwrap',
): PdfiumRead {
  const direct = calls !== 'cwrap';
  const m = pdfium.module;
  const raw = m.pdfium as unknown as RawExports;
  const { malloc, free } = m.pdfium.wasmExports;
  const data = malloc(bytes.length);
  // Scratch: a FS_RECTF (4 floats), a FS_MATRIX (6 floats), the flags int, the font name.
  const base = malloc(16 + 24 + 4 + NAME_BYTES);
  const s: Scratch = { rect: base, matrix: base + 16, flags: base + 40, name: base + 44 };
  raw.HEAPU8.set(bytes, data);
  const doc = m.FPDF_LoadMemDocument(data, bytes.length, '');
  try {
    if (!doc) return { error: m.FPDF_GetLastError() };
    const count = m.FPDF_GetPageCount(doc);
    const pages: PdfiumPage[] = [];
    for (let p = 0; p < count; p += 1) {
      const page = m.FPDF_LoadPage(doc, p);
      const textPage = m.FPDFText_LoadPage(page);
      const counted = direct ? raw._FPDFText_CountChars(textPage) : m.FPDFText_CountChars(textPage);
      const n = calls === 'none' ? 0 : counted;
      const text = calls === 'lean' && n > 0 ? pageText(m, raw, textPage, n) : null;
      const chars: PdfiumChar[] = [];
      // Text objects belong to the page, so styles are kept per page.
      const styles = new Map<number, ReturnType<typeof charStyle>>();
      const fonts = new Map<number, string>();
      let lastObject = -1;
      let style = { fontSize: 0, scale: 0, weight: -1, font: '' };
      for (let i = 0; i < n; i += 1) {
        let code: number, object: number, generated: boolean, hyphen: boolean;
        if (calls === 'lean') {
          code = text ? text[i]! : raw._FPDFText_GetUnicode(textPage, i);
          // FPDFText_GetText writes U+FFFE where FPDFText_GetUnicode answers U+0002 (a hyphen
          // ending a broken line).
          if (code === 0xfffe) code = 2;
          raw._FPDFText_GetLooseCharBox(textPage, i, s.rect);
          object = raw._FPDFText_GetTextObject(textPage, i);
          // Spaces PDFium puts between words of one text object have that object: ask.
          generated = raw._FPDFText_IsGenerated(textPage, i) === 1;
          hyphen = code === 2;
        } else if (direct) {
          code = raw._FPDFText_GetUnicode(textPage, i);
          raw._FPDFText_GetLooseCharBox(textPage, i, s.rect);
          object = raw._FPDFText_GetTextObject(textPage, i);
          generated = raw._FPDFText_IsGenerated(textPage, i) === 1;
          hyphen = raw._FPDFText_IsHyphen(textPage, i) === 1;
        } else {
          code = m.FPDFText_GetUnicode(textPage, i);
          m.FPDFText_GetLooseCharBox(textPage, i, s.rect);
          object = m.FPDFText_GetTextObject(textPage, i);
          generated = m.FPDFText_IsGenerated(textPage, i) === 1;
          hyphen = m.FPDFText_IsHyphen(textPage, i) === 1;
        }
        if (calls === 'lean') {
          if (object !== lastObject) {
            lastObject = object;
            let known = styles.get(object);
            if (!known) {
              known = charStyle(m, raw, true, textPage, i, s);
              styles.set(object, known);
            }
            style = known;
          }
        } else {
          // Every field asked for each character, but the font name once per text object.
          let font = fonts.get(object);
          style = charStyle(m, raw, direct, textPage, i, s, font === undefined);
          if (font === undefined) fonts.set(object, (font = style.font));
          else style.font = font;
        }
        const f = raw.HEAPF32;
        const at = s.rect >> 2;
        chars.push({
          code,
          left: f[at]!,
          top: f[at + 1]!,
          right: f[at + 2]!,
          bottom: f[at + 3]!,
          fontSize: style.fontSize,
          size: style.fontSize * style.scale,
          weight: style.weight,
          font: style.font,
          generated,
          hyphen,
        });
      }
      pages.push({
        width: m.FPDF_GetPageWidthF(page),
        height: m.FPDF_GetPageHeightF(page),
        chars,
      });
      m.FPDFText_ClosePage(textPage);
      m.FPDF_ClosePage(page);
    }
    return { pages };
  } finally {
    if (doc) m.FPDF_CloseDocument(doc);
    free(base);
    free(data);
  }
}
