import type { GrayImage } from './gray-image';

// Angles tried, in degrees: a page fed askew into a scanner is rarely off by more than 3.
const ANGLES = Array.from({ length: 49 }, (_, i) => -3 + i * 0.125);
const INK = 128;
// Every row (a coarser grid of rows would favour the angle 0, whose rows it lines up with), and
// every 3rd pixel along it.
const STEP = 3;

/**
 * The angle (degrees) by which the lines of text on a page slope: the angle whose projection
 * puts the ink into the sharpest rows (largest sum of squared row counts), as lines of text
 * are sharpest when looked at along their slope.
 */
export function findSkew(image: GrayImage): number {
  const ink: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += STEP)
      if (image.pixels[y * image.width + x]! < INK) ink.push([x, y]);
  let best = 0;
  let bestScore = -1;
  for (const angle of ANGLES) {
    const slope = Math.tan((angle * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const [x, y] of ink) {
      const row = Math.round(y - x * slope);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let score = 0;
    for (const n of rows.values()) score += n * n;
    if (score > bestScore) [best, bestScore] = [angle, score];
  }
  return best;
}
