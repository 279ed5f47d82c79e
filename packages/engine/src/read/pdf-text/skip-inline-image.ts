import { END, type PdfLexer } from './pdf-lexer';
import { PdfKeyword, UnsupportedPdf } from './pdf-objects';

function isSpace(c: number | undefined): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
}

/**
 * Moves past an inline image (`BI` ... `ID` data `EI`): its data is binary, so the end is found
 * as "EI" standing alone between white space.
 */
export function skipInlineImage(lexer: PdfLexer): void {
  for (let i = 0; i < 256; i += 1) {
    const token = lexer.readValue(false);
    if (token === END) throw new UnsupportedPdf('inline image without data');
    if (token instanceof PdfKeyword && token.word === 'ID') {
      const { bytes, end } = lexer;
      for (let p = lexer.pos + 1; p + 1 < end; p += 1) {
        if (
          bytes[p] === 0x45 &&
          bytes[p + 1] === 0x49 &&
          isSpace(bytes[p - 1]) &&
          (p + 2 >= end || isSpace(bytes[p + 2]))
        ) {
          lexer.pos = p + 2;
          return;
        }
      }
      throw new UnsupportedPdf('inline image without an end');
    }
  }
  throw new UnsupportedPdf('inline image dictionary too long');
}
