import { PdfLexer, END } from './pdf-lexer';
import { PdfKeyword, UnsupportedPdf, type PdfValue } from './pdf-objects';

/** More mappings than any font needs: a map past this is refused rather than built. */
const MAX_ENTRIES = 200_000;

function codeOf(value: PdfValue | PdfKeyword): number {
  if (typeof value !== 'string') throw new UnsupportedPdf('bad ToUnicode code');
  let code = 0;
  for (let i = 0; i < value.length; i += 1) code = code * 256 + value.charCodeAt(i);
  return code;
}

/** A destination string of a ToUnicode map (UTF-16BE bytes) as text, surrogate pairs joined. */
function utf16(bytes: string): string {
  if (bytes.length % 2 !== 0) bytes = `\u0000${bytes}`;
  const points: number[] = [];
  for (let k = 0; k < bytes.length; k += 2) {
    const w1 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
    if ((w1 & 0xf800) !== 0xd800) {
      points.push(w1);
      continue;
    }
    k += 2;
    const w2 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
    points.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
  }
  return String.fromCodePoint(...points);
}

/**
 * Reads a ToUnicode CMap stream into code -> text, the way pdf.js reads one: ranges step the
 * last byte of their destination, array destinations map one by one.
 */
export function readToUnicodeMap(data: Uint8Array): Map<number, string> {
  const lexer = new PdfLexer(data);
  const map = new Map<number, string>();
  const set = (code: number, bytes: string) => {
    if (map.size >= MAX_ENTRIES) throw new UnsupportedPdf('ToUnicode map too large');
    map.set(code, bytes);
  };
  for (;;) {
    const token = lexer.next();
    if (token === END) break;
    if (!(token instanceof PdfKeyword)) continue;
    if (token.word === 'usecmap') throw new UnsupportedPdf('ToUnicode with usecmap');
    if (token.word === 'beginbfchar') {
      for (;;) {
        const src = lexer.readValue(false);
        if (src instanceof PdfKeyword) break;
        const dst = lexer.readValue(false);
        if (typeof dst !== 'string') throw new UnsupportedPdf('bad bfchar');
        set(codeOf(src), dst);
      }
    } else if (token.word === 'beginbfrange') {
      for (;;) {
        const lowToken = lexer.readValue(false);
        if (lowToken instanceof PdfKeyword) break;
        let low = codeOf(lowToken);
        const high = codeOf(lexer.readValue(false));
        const dst = lexer.readValue(false);
        if (high - low > MAX_ENTRIES) throw new UnsupportedPdf('ToUnicode range too large');
        if (Array.isArray(dst)) {
          for (let i = 0; low <= high && i < dst.length; i += 1, low += 1) {
            const item = dst[i];
            if (typeof item !== 'string') throw new UnsupportedPdf('bad bfrange array');
            set(low, item);
          }
        } else if (typeof dst === 'string' && dst.length > 0) {
          let bytes = dst;
          const last = bytes.length - 1;
          while (low <= high) {
            set(low++, bytes);
            const next = bytes.charCodeAt(last) + 1;
            bytes =
              next > 0xff
                ? `${bytes.slice(0, last - 1)}${String.fromCharCode(bytes.charCodeAt(last - 1) + 1)}\u0000`
                : `${bytes.slice(0, last)}${String.fromCharCode(next)}`;
          }
        } else throw new UnsupportedPdf('bad bfrange');
      }
    } else if (token.word === 'begincidchar' || token.word === 'begincidrange') {
      throw new UnsupportedPdf('CID mappings in a ToUnicode map');
    }
  }
  const result = new Map<number, string>();
  for (const [code, bytes] of map) result.set(code, utf16(bytes));
  return result;
}
