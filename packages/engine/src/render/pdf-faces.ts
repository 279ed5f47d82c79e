import { createRequire } from 'node:module';
import path from 'node:path';

/** The two faces the PDF is set in, by role. */
export type PdfFace = 'regular' | 'bold';

/** Where pdfkit finds each face: a standard font's name or a TrueType file. */
export type PdfFaces = Record<PdfFace, string>;

// Helvetica is one of the PDF standard fonts: every reader and ATS has it, nothing is embedded.
const STANDARD: PdfFaces = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// A standard font only has the characters of its encoding, WinAnsi: Latin-1 and these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * Liberation Sans (shipped with pdfjs-dist, a dependency; SIL Open Font License), which has
 * Helvetica's metrics and covers Latin, Greek and Cyrillic: embedded, it keeps 'Łukasz' or
 * 'Ğ' as written where Helvetica's encoding would turn them into other characters.
 */
export function embeddedFaces(): PdfFaces {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  return {
    regular: path.join(dir, 'LiberationSans-Regular.ttf'),
    bold: path.join(dir, 'LiberationSans-Bold.ttf'),
  };
}

/**
 * The faces for a document's texts: standard Helvetica when every character is in its
 * encoding (nearly every resume), else the embedded look-alike so every character reads back.
 */
export function pdfFaces(texts: string[]): PdfFaces {
  return texts.every((text) => [...text].every(inWinAnsi)) ? STANDARD : embeddedFaces();
}
