import { findSkew } from './find-skew';
import type { GrayImage } from './gray-image';
import { grayPgm } from './gray-pgm';
import { invertDarkBands } from './invert-dark-bands';
import { removeDotLeaders } from './remove-dot-leaders';
import { removeRules } from './remove-rules';
import { rotateGray } from './rotate-gray';

/**
 * Readies a page image for OCR: turned straight (a page scanned askew), light headings on dark
 * bands turned dark on light, rules and dotted leaders whited out (a rule under a heading
 * garbles the heading, a leader reads as stray letters): the image OCR reads, as pixels (to
 * measure what OCR found there) and encoded as PGM for tesseract.js.
 */
export function prepareScan(image: GrayImage): { image: GrayImage; pgm: Uint8Array } {
  const skew = findSkew(image);
  const straight = skew === 0 ? image : rotateGray(image, -skew);
  const ready = removeDotLeaders(removeRules(invertDarkBands(straight)));
  return { image: ready, pgm: grayPgm(ready) };
}
