import { glyphText, isNumericGlyphName } from './glyph-names';
import type { PdfFile } from './pdf-file';
import { PdfDict, UnsupportedPdf, nameOf } from './pdf-objects';

/** A simple font's /Encoding as pdf.js reads it. */
export interface SimpleEncoding {
  /** The named base encoding pdf.js honours (others count as none). */
  base: 'WinAnsiEncoding' | 'MacRomanEncoding' | 'MacExpertEncoding' | null;
  differences: Map<number, string>;
  /** pdf.js's `hasEncoding`: a base it honours, or any differences. */
  hasEncoding: boolean;
}

const BASES = ['WinAnsiEncoding', 'MacRomanEncoding', 'MacExpertEncoding'] as const;

/** Reads /Encoding (a name, or a dictionary with /BaseEncoding and /Differences). */
export function readSimpleEncoding(file: PdfFile, fontDict: PdfDict): SimpleEncoding {
  const encoding = file.get(fontDict, 'Encoding');
  const differences = new Map<number, string>();
  let baseName = nameOf(encoding);
  if (encoding instanceof PdfDict) {
    baseName = nameOf(file.get(encoding, 'BaseEncoding'));
    const list = file.get(encoding, 'Differences');
    if (Array.isArray(list)) {
      let code = 0;
      for (const entry of list) {
        const value = file.resolve(entry);
        if (typeof value === 'number') code = value;
        else if (nameOf(value) !== undefined) differences.set(code++, nameOf(value)!);
        else throw new UnsupportedPdf('bad /Differences entry');
      }
    }
  }
  const base = BASES.find((b) => b === baseName) ?? null;
  return { base, differences, hasEncoding: base !== null || differences.size > 0 };
}

// Upper halves of the two base encodings pdf.js honours here: Windows code page 1252 (its
// holes hold bullets, as the PDF specification says) and Mac OS Roman (0xCA is a plain space,
// 0xDB the currency sign and 0xBD the ohm sign, as the PDF specification names them).
const WIN_80_9F =
  '\u20ac\u2022\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u2022\u017d\u2022' +
  '\u2022\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u2022\u017e\u0178';
const MAC_80_FF =
  '\u00c4\u00c5\u00c7\u00c9\u00d1\u00d6\u00dc\u00e1\u00e0\u00e2\u00e4\u00e3\u00e5\u00e7\u00e9\u00e8' +
  '\u00ea\u00eb\u00ed\u00ec\u00ee\u00ef\u00f1\u00f3\u00f2\u00f4\u00f6\u00f5\u00fa\u00f9\u00fb\u00fc' +
  '\u2020\u00b0\u00a2\u00a3\u00a7\u2022\u00b6\u00df\u00ae\u00a9\u2122\u00b4\u00a8\u2260\u00c6\u00d8' +
  '\u221e\u00b1\u2264\u2265\u00a5\u00b5\u2202\u2211\u220f\u03c0\u222b\u00aa\u00ba\u2126\u00e6\u00f8' +
  '\u00bf\u00a1\u00ac\u221a\u0192\u2248\u2206\u00ab\u00bb\u2026\u0020\u00c0\u00c3\u00d5\u0152\u0153' +
  '\u2013\u2014\u201c\u201d\u2018\u2019\u00f7\u25ca\u00ff\u0178\u2044\u00a4\u2039\u203a\ufb01\ufb02' +
  '\u2021\u00b7\u201a\u201e\u2030\u00c2\u00ca\u00c1\u00cb\u00c8\u00cd\u00ce\u00cf\u00cc\u00d3\u00d4' +
  '\uf8ff\u00d2\u00da\u00db\u00d9\u0131\u02c6\u02dc\u00af\u02d8\u02d9\u02da\u00b8\u02dd\u02db\u02c7';

function baseText(base: SimpleEncoding['base'], code: number): string | undefined {
  if (code < 0x20 || code > 0xff) return undefined;
  if (base === 'WinAnsiEncoding') {
    if (code === 0x7f) return '\u2022';
    if (code >= 0x80 && code <= 0x9f) return WIN_80_9F[code - 0x80];
    if (code === 0xa0) return ' ';
    if (code === 0xad) return '-';
    return String.fromCharCode(code);
  }
  if (base === 'MacRomanEncoding') {
    if (code === 0x7f) return undefined;
    return code < 0x80 ? String.fromCharCode(code) : MAC_80_FF[code - 0x80];
  }
  throw new UnsupportedPdf(`base encoding ${base}`);
}

/**
 * The text pdf.js derives for a code from the encoding alone: the /Differences glyph name, or
 * the base encoding's. `undefined` means pdf.js has no text for it (it then shows the code as a
 * character). With `guessUnknown`, a glyph name unknown here is taken as unknown to pdf.js too:
 * used for codes a producer left out of its ToUnicode map, which it does for names it could not
 * map, such as icon fonts' "phone" or "envelope".
 */
export function encodedText(
  encoding: SimpleEncoding,
  code: number,
  guessUnknown: boolean,
): string | undefined {
  const name = encoding.differences.get(code);
  if (name !== undefined && name !== '.notdef') {
    const text = glyphText(name);
    if (text !== undefined) {
      // pdf.js prefers the base encoding's glyph when a uniXXXX name gives the code itself.
      if (/^u(?:ni)?[0-9A-F]{4,6}$/.test(name) && encoding.base && text.codePointAt(0) === code)
        return baseText(encoding.base, code) ?? text;
      return text;
    }
    if (isNumericGlyphName(name) || !guessUnknown)
      throw new UnsupportedPdf(`glyph name ${name} not known here`);
    return undefined;
  }
  if (encoding.base) return baseText(encoding.base, code);
  // The default encoding would follow the font's flags or its program: pdf.js decides.
  throw new UnsupportedPdf('code without a named encoding');
}
