import type { PdfFile } from './pdf-file';
import { PdfDict, PdfStream, UnsupportedPdf, nameOf, numberOr, type PdfValue } from './pdf-objects';
import { readToUnicodeMap } from './to-unicode-map';
import { encodedText, readSimpleEncoding, type SimpleEncoding } from './simple-encoding';
import { readType3Box } from './type3-box';

/** One glyph of a shown string, as text extraction sees it. */
export interface Glyph {
  code: number;
  unicode: string;
  /** Advance in glyph space (thousandths of the font size, or the Type3 font's own units). */
  width: number;
  isWhitespace: boolean;
  isZeroWidthDiacritic: boolean;
  isInvisibleFormatMark: boolean;
}

/** A font reduced to what text needs: codes to Unicode and advance widths. */
export interface TextFont {
  /** Unique within the document (pdf.js's "loaded name"). */
  id: string;
  /** The font's PostScript name: pdf.js starts a new text item when it changes. */
  name: string;
  fontMatrix: number[];
  type3?: { bbox: number[]; charBBox: boolean; identityMatrix: boolean };
  glyphs(bytes: string): Glyph[];
}

const DEFAULT_MATRIX = [0.001, 0, 0, 0.001, 0, 0];
// The categories pdf.js gives a glyph's text (same expression, same precedence).
const SPECIAL = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const MAX_WIDTH_ENTRIES = 65_536;

function matrixOr(value: PdfValue | undefined, fallback: number[]): number[] {
  return Array.isArray(value) && value.length === 6 && value.every((v) => typeof v === 'number')
    ? (value as number[])
    : fallback;
}

function cidWidths(file: PdfFile, widths: PdfValue | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!Array.isArray(widths)) return out;
  for (let i = 0; i < widths.length; i += 1) {
    let start = file.resolve(widths[i++]);
    if (typeof start !== 'number' || !Number.isInteger(start)) break;
    const next = file.resolve(widths[i]);
    if (Array.isArray(next)) {
      for (const w of next) {
        const width = file.resolve(w);
        if (typeof width === 'number') out.set(start, width);
        start += 1;
      }
    } else if (typeof next === 'number' && Number.isInteger(next)) {
      const width = file.resolve(widths[++i]);
      if (typeof width !== 'number') continue;
      if (next - start > MAX_WIDTH_ENTRIES) throw new UnsupportedPdf('width range too large');
      for (let j = start; j <= next; j += 1) out.set(j, width);
    } else break;
    if (out.size > MAX_WIDTH_ENTRIES) throw new UnsupportedPdf('too many widths');
  }
  return out;
}

function simpleWidths(file: PdfFile, dict: PdfDict): Map<number, number> {
  const widths = file.get(dict, 'Widths');
  if (!Array.isArray(widths)) throw new UnsupportedPdf('simple font without /Widths');
  if (widths.length > MAX_WIDTH_ENTRIES) throw new UnsupportedPdf('too many widths');
  const out = new Map<number, number>();
  let code = numberOr(file.get(dict, 'FirstChar'), 0);
  for (const w of widths) {
    const width = file.resolve(w);
    if (typeof width === 'number') out.set(code, width);
    code += 1;
  }
  return out;
}

/**
 * A code's text as pdf.js finds it (an empty answer means "the code itself"). With a ToUnicode
 * map, codes it lacks come from the encoding, except in Type3 fonts, which pdf.js never fills.
 * Without one, the encoding decides, but only where pdf.js would not consult the font program
 * (a named base encoding, or a code listed in /Differences).
 */
function textOf(
  code: number,
  toUnicode: Map<number, string>,
  encoding: SimpleEncoding | undefined,
  isType3: boolean,
): string | undefined {
  if (toUnicode.size > 0) {
    const mapped = toUnicode.get(code);
    if (mapped !== undefined || !encoding?.hasEncoding || isType3) return mapped;
    return encodedText(encoding, code, true);
  }
  if (!encoding?.hasEncoding) throw new UnsupportedPdf('font text only its program knows');
  return encodedText(encoding, code, false);
}

/** The name pdf.js gives the font: the descriptor's FontName, or BaseFont where they disagree. */
function postScriptName(
  file: PdfFile,
  dict: PdfDict,
  descriptor: PdfDict | undefined,
  isType3: boolean,
): string | undefined {
  const text = (value: PdfValue | undefined) => (typeof value === 'string' ? value : nameOf(value));
  const fontName = text(descriptor ? file.get(descriptor, 'FontName') : undefined);
  if (isType3) return fontName || 'Type3';
  const baseFont = text(file.get(dict, 'BaseFont'));
  if (fontName && baseFont && fontName !== baseFont && baseFont.startsWith(fontName))
    return baseFont;
  return fontName || baseFont;
}

function isEmbedded(file: PdfFile, descriptor: PdfDict | undefined): boolean {
  if (!descriptor) return false;
  return ['FontFile', 'FontFile2', 'FontFile3'].some(
    (k) => file.get(descriptor, k) instanceof PdfStream,
  );
}

/**
 * Reads a font dictionary for text. Fonts whose text pdf.js would take from the font program
 * itself (not embedded, no ToUnicode map nor a usable encoding, vertical, or a CMap other than
 * Identity-H) are refused, so the quick reader never guesses where pdf.js would know better.
 */
export function loadFont(file: PdfFile, fontDict: PdfDict, id: string): TextFont {
  const subtype = nameOf(file.get(fontDict, 'Subtype'));
  let dict = fontDict;
  let twoByte = false;
  if (subtype === 'Type0') {
    const encoding = nameOf(file.get(fontDict, 'Encoding'));
    if (encoding !== 'Identity-H') throw new UnsupportedPdf(`CMap ${encoding ?? '(stream)'}`);
    const descendants = file.get(fontDict, 'DescendantFonts');
    const first = Array.isArray(descendants) ? file.resolve(descendants[0]) : undefined;
    if (!(first instanceof PdfDict)) throw new UnsupportedPdf('Type0 font without descendant');
    dict = first;
    twoByte = true;
  } else if (!['Type1', 'MMType1', 'TrueType', 'Type3'].includes(subtype ?? '')) {
    throw new UnsupportedPdf(`font type ${subtype}`);
  }
  const isType3 = subtype === 'Type3';
  const descriptor = file.dict(dict, 'FontDescriptor');
  if (!isType3 && !isEmbedded(file, descriptor)) throw new UnsupportedPdf('font not embedded');
  const toUnicodeStream = file.get(dict, 'ToUnicode') ?? file.get(fontDict, 'ToUnicode');
  // A ToUnicode naming a predefined CMap makes pdf.js read codes as Unicode: left to it.
  if (toUnicodeStream != null && !(toUnicodeStream instanceof PdfStream))
    throw new UnsupportedPdf('ToUnicode that is not a stream');
  const toUnicode = toUnicodeStream
    ? readToUnicodeMap(file.decode(toUnicodeStream))
    : new Map<number, string>();
  if (twoByte && toUnicode.size === 0) throw new UnsupportedPdf('composite font without ToUnicode');
  const encoding = twoByte ? undefined : readSimpleEncoding(file, fontDict);

  const widths = twoByte ? cidWidths(file, file.get(dict, 'W')) : simpleWidths(file, dict);
  const defaultWidth = twoByte
    ? Math.ceil(numberOr(file.get(dict, 'DW'), 1000))
    : numberOr(descriptor ? file.get(descriptor, 'MissingWidth') : undefined, 0);
  const fontMatrix = matrixOr(file.get(dict, 'FontMatrix'), DEFAULT_MATRIX);
  const name = postScriptName(file, dict, descriptor, isType3) ?? id;

  const cache = new Map<number, Glyph>();
  const glyph = (code: number): Glyph => {
    let found = cache.get(code);
    if (found) return found;
    const unicode = textOf(code, toUnicode, encoding, isType3) || String.fromCharCode(code);
    const match = SPECIAL.exec(unicode);
    found = {
      code,
      unicode,
      width: widths.get(code) ?? defaultWidth,
      isWhitespace: !!match?.[1],
      isZeroWidthDiacritic: !!match?.[2],
      isInvisibleFormatMark: !!match?.[3],
    };
    cache.set(code, found);
    return found;
  };

  return {
    id,
    name,
    fontMatrix: isType3 ? fontMatrix : DEFAULT_MATRIX,
    type3: isType3 ? readType3Box(file, dict, descriptor, fontMatrix) : undefined,
    glyphs(bytes: string): Glyph[] {
      const out: Glyph[] = [];
      if (!twoByte) {
        for (let i = 0; i < bytes.length; i += 1) out.push(glyph(bytes.charCodeAt(i)));
        return out;
      }
      for (let i = 0; i < bytes.length; i += 2) {
        // A lone last byte reads as its high half, as pdf.js's identity CMap reads it.
        const low = i + 1 < bytes.length ? bytes.charCodeAt(i + 1) : 0;
        out.push(glyph((bytes.charCodeAt(i) << 8) | low));
      }
      return out;
    },
  };
}
