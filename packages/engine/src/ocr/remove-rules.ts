import type { GrayImage } from './gray-image';

// Light grey counts: rules are often drawn in a lighter colour than the text.
const INK = 215;
// A run of ink this long (as a share of the page width) is a rule, not a letter's stroke...
const RULE_SHARE = 0.15;
// ...even with a pixel or two of gap, where noise or anti-aliasing lightened it.
const MAX_GAP = 2;

/**
 * Whites out horizontal rules (lines under headings, table borders) on a straightened page:
 * tesseract reads a rule close under a heading into the heading's line and garbles both.
 * Letters never make a horizontal run of ink that long: word spaces break it.
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
            pixels.fill(255, row + start, row + last + 1);
          start = x;
        }
        last = x;
      } else if (x === width && start >= 0 && last + 1 - start >= longest) {
        pixels.fill(255, row + start, row + last + 1);
      }
    }
  }
  return { width, height, pixels };
}
