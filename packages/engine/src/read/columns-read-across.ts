import type { PdfItem } from './pdf-items';

/** A run of text this long on each side of a wide gap is prose, not a date or a place. */
const LONG_RUN = 25;

function longRuns(row: PdfItem[]): number {
  let runs = 0;
  let length = 0;
  let end = -Infinity;
  for (const item of row) {
    if (item.x - end > item.fontSize * 2.5) {
      if (length >= LONG_RUN) runs += 1;
      length = 0;
    }
    length += item.text.trim().length;
    end = Math.max(end, item.x + item.width);
  }
  return runs + (length >= LONG_RUN ? 1 : 0);
}

/**
 * Whether a page's rows look like two columns read across: several rows hold two long runs of
 * text with a wide gap between them. No gutter was found for such a page, so its lines mix both
 * columns, and what is read from it cannot be trusted to be in order.
 */
export function columnsReadAcross(rows: PdfItem[][]): boolean {
  const across = rows.filter((row) => longRuns(row) >= 2).length;
  return across >= 4 && across >= rows.length * 0.2;
}
