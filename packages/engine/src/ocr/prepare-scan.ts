import { findSkew } from './find-skew';
import type { GrayImage } from './gray-image';
import { grayPgm } from './gray-pgm';
import { removeRules } from './remove-rules';
import { rotateGray } from './rotate-gray';

/**
 * Readies a page image for OCR: turned straight (a page scanned askew), rules whited out (a
 * rule under a heading garbles the heading), and encoded as PGM for tesseract.js.
 */
export function prepareScan(image: GrayImage): Uint8Array {
  const skew = findSkew(image);
  const straight = skew === 0 ? image : rotateGray(image, -skew);
  return grayPgm(removeRules(straight));
}
