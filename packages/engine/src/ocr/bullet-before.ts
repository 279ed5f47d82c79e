import type { GrayImage } from './gray-image';
import type { OcrBox } from './ocr-engine';
import { LETTER_INK } from './stroke-weight';

// A column holds ink where this many of its pixels in the band are ink: one is grain or a speck.
const INKED_COLUMN = 2;
// Where a bullet stands, in ems: within this much to the left of the line's first word, its
// middle between these heights above the baseline (a bullet sits about at the middle of the
// lower-case letters), itself between these sizes and this near to a square or a circle.
const REACH = 2;
const MIDDLE = [0.1, 0.6] as const;
const SIZE = [0.12, 0.6] as const;
const ASPECT = [0.5, 2] as const;
// Ink covering less of its box than this is no solid mark: a hollow bullet covers about a third.
const SOLID = 0.3;
// Clear paper this wide, in ems, right of the mark (a mark touching the word is a part of it
// OCR left out) and left of it (a bullet stands alone in the margin; the last letter of text
// before it stands close to the letters before it).
const CLEAR = 0.12;
const CLEAR_LEFT = 0.4;

/** Whether pixel (x, y) is ink. */
function inked(image: GrayImage, x: number, y: number): boolean {
  return image.pixels[y * image.width + x]! < LETTER_INK;
}

/** How many ink pixels column x holds between rows top and bottom. */
function columnInk(image: GrayImage, x: number, top: number, bottom: number): number {
  let n = 0;
  for (let y = top; y <= bottom; y += 1) if (inked(image, x, y)) n += 1;
  return n;
}

/**
 * Whether a bullet stands before a word that OCR read without it: tesseract leaves out a small
 * round or square mark it cannot take for a letter, though it is plainly there on the page. The
 * mark is found in the pixels to the word's left, no further than `leftLimit` (the end of the
 * text before it on the line): one small solid blob, about the size of a lower-case letter's
 * middle, with clear paper on both sides. `box` is the word's box, `baseline` its baseline and
 * `em` its font size, in pixels.
 */
export function hasBulletBefore(
  image: GrayImage,
  box: OcrBox,
  baseline: number,
  em: number,
  leftLimit: number,
): boolean {
  const top = Math.max(0, Math.round(baseline - em));
  const bottom = Math.min(image.height - 1, Math.round(baseline + em * 0.15));
  const start = Math.max(0, Math.ceil(leftLimit) + 1, Math.round(box.left - em * REACH));
  const has = (x: number) => columnInk(image, x, top, bottom) >= INKED_COLUMN;
  let x = box.left - 1;
  const clear = Math.max(2, Math.round(em * CLEAR));
  // Clear paper right of the mark.
  let gap = 0;
  while (x >= start && !has(x)) [x, gap] = [x - 1, gap + 1];
  if (x < start || gap < clear) return false;
  const right = x;
  while (x >= start && has(x)) x -= 1;
  const left = x + 1;
  // Clear paper left of the mark: within the window, and past its edge unless the line's text
  // before it ends there.
  const clearLeft = Math.max(2, Math.round(em * CLEAR_LEFT));
  for (let c = x; c > x - clearLeft && c >= 0; c -= 1)
    if ((c >= start || leftLimit <= 0) && has(c)) return false;
  // The mark's rows: those holding two ink pixels or more (a speck of grain is one).
  let [markTop, markBottom, ink] = [Infinity, -1, 0];
  for (let y = top; y <= bottom; y += 1) {
    let row = 0;
    for (let c = left; c <= right; c += 1) if (inked(image, c, y)) row += 1;
    if (row < 2) continue;
    [markTop, markBottom, ink] = [Math.min(markTop, y), Math.max(markBottom, y), ink + row];
  }
  // A mark cut by the band's edge is a taller glyph's part (the last figure of dates beside).
  if (markBottom < 0 || markTop <= top || markBottom >= bottom) return false;
  const [width, height] = [right - left + 1, markBottom - markTop + 1];
  const middle = (baseline - (markTop + markBottom) / 2) / em;
  return (
    width >= em * SIZE[0] &&
    width <= em * SIZE[1] &&
    height >= em * SIZE[0] &&
    height <= em * SIZE[1] &&
    width / height >= ASPECT[0] &&
    width / height <= ASPECT[1] &&
    middle >= MIDDLE[0] &&
    middle <= MIDDLE[1] &&
    ink >= width * height * SOLID
  );
}
