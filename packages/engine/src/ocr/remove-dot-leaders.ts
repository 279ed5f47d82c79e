import type { GrayImage } from './gray-image';

// Ink dark enough to be a printed dot (noise and anti-aliasing are lighter).
const INK = 180;
// A dot is at most this share of the page width across (about 7 pixels at 200 DPI).
const DOT_SHARE = 1 / 250;
// Dots on one line: their centres within this many pixels of each other, up and down.
const ROW_SLACK = 2;
// A leader is at least this many dots, evenly spaced (each gap within half the run's median)...
const MIN_DOTS = 8;
const EVEN = 0.5;
// ...and reaches across at least this share of the page.
const MIN_SPAN = 0.08;

interface Dot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  x: number;
  y: number;
}

/** The page's small specks of ink, each a connected run of dark pixels no bigger than a dot. */
function findDots(image: GrayImage): Dot[] {
  const { width, height, pixels } = image;
  const size = Math.max(2, Math.round(width * DOT_SHARE));
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const dots: Dot[] = [];
  for (let start = 0; start < pixels.length; start += 1) {
    if (seen[start] || pixels[start]! >= INK) continue;
    let [left, right, top, bottom] = [width, -1, height, -1];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        if (next < 0 || next >= pixels.length || seen[next] || pixels[next]! >= INK) continue;
        // Left and right neighbours must stay on the same row.
        if ((next === at - 1 && x === 0) || (next === at + 1 && x === width - 1)) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (right - left < size && bottom - top < size)
      dots.push({ left, right, top, bottom, x: (left + right) / 2, y: (top + bottom) / 2 });
  }
  return dots;
}

/** Runs of evenly spaced dots along one line: leaders (a dotted line to a date or a page). */
function leaders(dots: Dot[], width: number): Dot[][] {
  const byRow = [...dots].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Dot[][] = [];
  for (const dot of byRow) {
    const row = rows.find((r) => Math.abs(r[0]!.y - dot.y) <= ROW_SLACK);
    if (row) row.push(dot);
    else rows.push([dot]);
  }
  const found: Dot[][] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let run: Dot[] = [];
    const close = () => {
      if (run.length >= MIN_DOTS && run[run.length - 1]!.x - run[0]!.x >= width * MIN_SPAN)
        found.push(run);
    };
    for (const dot of row) {
      const gaps = run.slice(1).map((d, i) => d.x - run[i]!.x);
      const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
      const gap = run.length ? dot.x - run[run.length - 1]!.x : 0;
      const even =
        run.length < 2 || (median !== undefined && Math.abs(gap - median) <= median * EVEN);
      if (run.length && (!even || gap > width * 0.05)) {
        close();
        run = [];
      }
      run.push(dot);
    }
    close();
  }
  return found;
}

/**
 * Whites out dotted leaders ('Acme Co. ........ 2019 – 2021', a dotted rule): OCR reads each
 * run of dots as words of stray letters ('Zins assen BEAN') that join the employer's name. A
 * leader is eight or more dots or more, evenly spaced on one line across a twelfth of the page;
 * the dots of letters and full stops never line up so.
 */
export function removeDotLeaders(image: GrayImage): GrayImage {
  const runs = leaders(findDots(image), image.width);
  if (runs.length === 0) return image;
  const pixels = new Uint8Array(image.pixels);
  for (const dot of runs.flat())
    for (let y = dot.top; y <= dot.bottom; y += 1)
      pixels.fill(255, y * image.width + dot.left, y * image.width + dot.right + 1);
  return { ...image, pixels };
}
