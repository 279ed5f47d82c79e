import { findSkew } from './find-skew';
import type { GrayImage } from './gray-image';
import { grayPgm } from './gray-pgm';
import { invertDarkBands } from './invert-dark-bands';
import { removeDotLeaders } from './remove-dot-leaders';
import { removeRules } from './remove-rules';
import { rotateGray } from './rotate-gray';

/**
 * Readies a page image for OCR: turned straight (a page scanned askew), light headings on dark
 * bands turned dark on light, rules and dotted leaders whited out (a rule under a heading garbles the heading, a leader reads as stray letters), and
 * encoded as PGM for tesseract.js.
 */
export function prepareScan(image: GrayImage): Uint8Array {
  const skew = findSkew(image);
  const straight = skew === 0 ? image : rotateGray(image, -skew);
  return grayPgm(removeDotLeaders(removeRules(invertDarkBands(straight))));
}
