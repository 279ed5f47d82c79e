import type { GrayImage } from './gray-image';

// Ink this dark is a band's ground or a letter; light letters on it are lighter than this.
const DARK = 128;
// Across a band's row the dark ground is broken only by its light letters and word spaces.
const MAX_BREAK_SHARE = 0.03;
// A band reaches across at least this share of the page, and is mostly dark along its length...
const MIN_SPAN_SHARE = 0.15;
const MIN_DARK = 0.55;
// ...and is a line of type tall, not a photograph: at most this share of the page's height.
const MAX_HEIGHT_SHARE = 0.05;
// A band has rows of bare ground above and below its letters, dark nearly end to end (bold
// letters set large are dark across, but never without a break).
const SOLID = 0.95;
const MIN_SOLID_ROWS = 2;
// A band is a strip: many times wider than tall, and across a column's width, which a
// photograph's dark part (a suit, a background) is not.
const MIN_ASPECT = 8;
const MIN_BAND_SHARE = 0.3;
// Pixels either side of a band's edge, whited with its ground.
const EDGE = 3;
// Once turned, what is lighter than this is the band's ground, made white.
const GROUND = 150;

/** The widest mostly dark stretch of a row, as [from, to) and its share of dark, or null. */
function darkSpan(image: GrayImage, y: number): [number, number, number] | null {
  const { width, pixels } = image;
  const maxBreak = Math.round(width * MAX_BREAK_SHARE);
  let best: [number, number, number] | null = null;
  let [from, last, dark] = [-1, -1, 0];
  const close = () => {
    if (from < 0) return;
    const length = last + 1 - from;
    if (length >= width * MIN_SPAN_SHARE && dark >= length * MIN_DARK)
      if (!best || length > best[1] - best[0]) best = [from, last + 1, dark / length];
  };
  for (let x = 0; x < width; x += 1) {
    if (pixels[y * width + x]! >= DARK) continue;
    if (from >= 0 && x - last > maxBreak) {
      close();
      [from, dark] = [-1, 0];
    }
    if (from < 0) from = x;
    last = x;
    dark += 1;
  }
  close();
  return best;
}

/**
 * Headings set in light letters on a dark band ('EXPERIENCE' in white on navy): OCR reads dark
 * letters on light ground, and the band's rows would otherwise go as rules. Each band, a run of
 * rows mostly dark across a sixth of the page, with rows of bare ground among them, and no
 * taller than a line of large type, is turned light for dark, its ground made white. A
 * photograph is taller, and a heading in heavy type has no bare ground: both stay as they are.
 */
export function invertDarkBands(image: GrayImage): GrayImage {
  const { width, height } = image;
  const spans = Array.from({ length: height }, (_, y) => darkSpan(image, y));
  let pixels: Uint8Array | null = null;
  for (let y = 0; y < height;) {
    if (!spans[y]) {
      y += 1;
      continue;
    }
    let end = y;
    while (end < height && spans[end]) end += 1;
    const solid = spans.slice(y, end).filter((s) => s![2] >= SOLID);
    // The band is where its bare ground is: the letters' rows may run on into a photograph.
    const from = Math.max(0, ...solid.map((s) => s![0]));
    const to = Math.min(width, ...solid.map((s) => s![1]));
    const band =
      solid.length >= MIN_SOLID_ROWS &&
      end - y <= height * MAX_HEIGHT_SHARE &&
      to - from >= width * MIN_BAND_SHARE &&
      to - from >= (end - y) * MIN_ASPECT;
    if (band) {
      pixels ??= new Uint8Array(image.pixels);
      // The band's edges, half ground and half paper, would turn into a frame around the
      // heading once inverted, and a frame makes OCR read the page's blocks otherwise: a
      // margin round the band goes white with the ground.
      const top = Math.max(0, y - EDGE);
      const bottom = Math.min(height, end + EDGE);
      const left = Math.max(0, from - EDGE);
      const right = Math.min(width, to + EDGE);
      for (let row = top; row < bottom; row += 1)
        for (let x = left; x < right; x += 1) {
          const edge = row < y + EDGE || row >= end - EDGE || x < from + EDGE || x >= to - EDGE;
          const turned = 255 - image.pixels[row * width + x]!;
          pixels[row * width + x] = edge || turned >= GROUND ? 255 : turned;
        }
    }
    y = end;
  }
  return pixels ? { width, height, pixels } : image;
}
