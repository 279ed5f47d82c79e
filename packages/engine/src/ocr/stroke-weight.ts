import type { PdfItem } from '../read/pdf-items';
import type { GrayImage } from './gray-image';
import type { OcrBox } from './ocr-engine';

// A pixel darker than this is a letter's ink (0 black, 255 white): darker than the grain of a
// scanned page, lighter than grey text. The bullet finder takes ink as this does.
export const LETTER_INK = 140;
// Only the middle of a word's height is sampled: there every letter's stems cross it, and the
// serifs, the bowls' tops and the bars of 'e' and 't' mostly do not.
const BAND = 0.35;
// A run of ink longer than this share of the font size is a bar or letters run together,
// not a stem.
const LONGEST_STEM = 0.3;
// Fewer stems than this say nothing (a word of a letter or two, a speck).
const FEWEST_STEMS = 10;
// Boxes lower than this many pixels hold too few rows to measure.
const LOWEST_BOX = 6;

/**
 * How heavy a run of words is set: the mean width of its letters' stems (runs of ink across the
 * middle of each word's box) over its font size, both in pixels. A bold face's stems are about
 * half as wide again as the regular face's, and the ratio keeps the size out of it. 0 when the
 * boxes hold too little to tell.
 */
export function strokeWeight(image: GrayImage, boxes: OcrBox[], emPx: number): number {
  const stems: number[] = [];
  for (const box of boxes) {
    const height = box.bottom - box.top;
    if (height < LOWEST_BOX) continue;
    const left = Math.max(0, box.left);
    const right = Math.min(image.width - 1, box.right);
    const top = Math.max(0, Math.round(box.top + height * BAND));
    const bottom = Math.min(image.height - 1, Math.round(box.bottom - height * BAND));
    for (let y = top; y <= bottom; y += 1) {
      let run = 0;
      for (let x = left; x <= right + 1; x += 1) {
        if (x <= right && image.pixels[y * image.width + x]! < LETTER_INK) run += 1;
        else if (run > 0) {
          if (run <= emPx * LONGEST_STEM) stems.push(run);
          run = 0;
        }
      }
    }
  }
  if (stems.length < FEWEST_STEMS || !(emPx > 0)) return 0;
  return stems.reduce((a, b) => a + b, 0) / stems.length / emPx;
}

// A run whose stems are this much wider than the page's usual run is set in bold: a bold face's
// stems are about half as wide again, and grain and blur widen every stem alike (measured on
// the wild set's tuned scans against their text layers' bold flags).
const BOLD_WEIGHT = 1.25;

/** Each run marked bold whose stroke weight stands this far above the page's median run's. */
export function markBold(items: PdfItem[], weights: number[]): PdfItem[] {
  const known = weights.filter((w) => w > 0);
  if (known.length === 0) return items;
  const usual = known.sort((a, b) => a - b)[Math.floor(known.length / 2)]!;
  return items.map((item, i) => ({ ...item, bold: weights[i]! >= usual * BOLD_WEIGHT }));
}
