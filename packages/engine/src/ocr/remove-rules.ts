import type { GrayImage } from './gray-image';

// Light grey counts: rules are often drawn in a lighter colour than the text.
const INK = 215;
// A run of ink this long (as a share of the page width) is a rule, not a letter's stroke...
const RULE_SHARE = 0.15;
// ...even with a pixel or two of gap, where noise or anti-aliasing lightened it.
const MAX_GAP = 2;
// Within a long run, ink this much darker than the run's common shade is a letter on a shaded
// band (a heading set on grey), not the band: it is kept.
const LETTER_CONTRAST = 40;

/**
 * Whites out one long run of a row. A rule is one shade end to end, and goes whole; a row
 * across a shaded band ('Experience' on grey) is the band's shade with darker letter strokes
 * in it: only the shade goes, so the heading reads as if printed on white.
 */
function whiteOutRun(source: Uint8Array, target: Uint8Array, from: number, to: number): void {
  const counts = new Uint32Array(256);
  for (let i = from; i < to; i += 1) counts[source[i]!]! += 1;
  let median = 0;
  for (let seen = 0; median < 255; median += 1) {
    seen += counts[median]!;
    if (seen * 2 >= to - from) break;
  }
  for (let i = from; i < to; i += 1) if (source[i]! >= median - LETTER_CONTRAST) target[i] = 255;
}

/**
 * Whites out horizontal rules (lines under headings, table borders) and shaded bands behind
 * headings on a straightened page: tesseract reads a rule close under a heading into the
 * heading's line and garbles both, and reads nothing on a band. Letters never make a horizontal
 * run of ink that long: word spaces break it.
 */
export function removeRules(image: GrayImage): GrayImage {
  const { width, height } = image;
  const pixels = new Uint8Array(image.pixels);
  const longest = Math.max(40, Math.round(width * RULE_SHARE));
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let start = -1;
    let last = -1;
    for (let x = 0; x <= width; x += 1) {
      const inked = x < width && image.pixels[row + x]! < INK;
      if (inked) {
        if (start < 0 || x - last > MAX_GAP + 1) {
          if (start >= 0 && last + 1 - start >= longest)
            whiteOutRun(image.pixels, pixels, row + start, row + last + 1);
          start = x;
        }
        last = x;
      } else if (x === width && start >= 0 && last + 1 - start >= longest) {
        whiteOutRun(image.pixels, pixels, row + start, row + last + 1);
      }
    }
  }
  return { width, height, pixels };
}
