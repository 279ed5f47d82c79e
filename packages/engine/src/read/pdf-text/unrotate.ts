import type { Matrix } from './text-state';

/** Both positions turned back to the text's own direction (quarter turns exactly, else by angle). */
export function unrotate(
  current: Matrix,
  prev: Matrix,
  x: number,
  y: number,
  lx: number,
  ly: number,
): [number, number, number, number] {
  const [a, b, c, d] = current;
  if (a && b === 0 && c === 0) return a > 0 ? [x, y, lx, ly] : [-x, -y, -lx, -ly];
  if (b && a === 0 && d === 0) return b > 0 ? [y, x, ly, lx] : [-y, -x, -ly, -lx];
  const along = (m: Matrix, px: number, py: number): [number, number] => {
    const s = Math.hypot(m[0], m[1]);
    return [(m[0] * px + m[1] * py) / s, (m[2] * px + m[3] * py) / s];
  };
  return [...along(current, x, y), ...along(prev, lx, ly)];
}
