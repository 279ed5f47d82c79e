import type { TextLine } from '../types';

/** The font size most of the text is set in (0 when the source has no sizes). */
export function bodyFontSize(lines: TextLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    weight.set(line.fontSize, (weight.get(line.fontSize) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight) [best, bestWeight] = [size, w];
  }
  return best;
}
