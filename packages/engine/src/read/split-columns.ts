import { isMarginFact } from './is-margin-fact';
import type { PdfItem } from './pdf-items';

/**
 * Finds a vertical gutter that splits a page into two columns of text (a sidebar layout or a
 * two-column resume). Returns its x position, or null for a single-column page. A few items may
 * cross it (a name or header spanning the page); most of the text must sit clearly on each side.
 */
export function findGutter(items: PdfItem[], pageWidth: number): number | null {
  const textItems = items.filter((i) => i.text.trim() && i.width > 0);
  if (textItems.length < 12) return null;
  const totalChars = textItems.reduce((n, i) => n + i.text.length, 0);
  // Gutters are wider than a hundredth of the page (6 points on Letter), so that step finds them.
  const step = pageWidth / 100;
  // Whether each item is a date, place or duration, decided once rather than at every step.
  const dated = new Set(textItems.filter((i) => isDated(i.text)));
  let best: { x: number; score: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += step) {
    let crossing = 0;
    let leftChars = 0;
    let rightChars = 0;
    const leftRows = new Set<number>();
    const rightRows = new Set<number>();
    for (const item of textItems) {
      if (item.x < x - 1 && item.x + item.width > x + 1) crossing += item.text.length;
      else if (item.x + item.width <= x + 1) {
        leftChars += item.text.length;
        leftRows.add(Math.round(item.y));
      } else {
        rightChars += item.text.length;
        rightRows.add(Math.round(item.y));
      }
    }
    if (crossing > totalChars * 0.08) continue;
    if (leftChars < totalChars * 0.05 || rightChars < totalChars * 0.05) continue;
    if (leftRows.size < 4 || rightRows.size < 4) continue;
    // Both sides must run down the page side by side, not one above the other.
    const shared = [...leftRows].filter(
      (y) => rightRows.has(y) || rightRows.has(y + 1) || rightRows.has(y - 1),
    );
    const interleaved = rowsOverlap(leftRows, rightRows);
    if (!interleaved) continue;
    // Rows that share their baselines on both sides are a table of short facts ('Title  2019');
    // a sidebar whose lines happen to line up with the main column's runs shorter than it.
    const most = Math.max(leftRows.size, rightRows.size);
    if (shared.length > Math.min(leftRows.size, rightRows.size) * 0.9 && shared.length > most * 0.6)
      continue;
    // A narrow side made of dates is a date column beside the entries, read with them.
    if (
      mostlyDates(
        textItems.filter((i) => i.x + i.width <= x + 1),
        dated,
      )
    )
      continue;
    if (
      mostlyDates(
        textItems.filter((i) => i.x >= x - 1),
        dated,
      )
    )
      continue;
    const score = -crossing * 10 + Math.min(leftChars, rightChars);
    if (!best || score > best.score) best = { x, score };
  }
  return best ? best.x : null;
}

// A lone dash between the two halves of a date range counts with the dates.
const isDated = (text: string) => isMarginFact(text) || /^\s*[-–—]\s*$/.test(text);

function mostlyDates(side: PdfItem[], dated: ReadonlySet<PdfItem>): boolean {
  return side.length > 0 && side.filter((i) => dated.has(i)).length >= side.length * 0.5;
}

function rowsOverlap(a: Set<number>, b: Set<number>): boolean {
  const [aMin, aMax] = [Math.min(...a), Math.max(...a)];
  const [bMin, bMax] = [Math.min(...b), Math.max(...b)];
  const overlap = Math.min(aMax, bMax) - Math.max(aMin, bMin);
  return overlap > Math.min(aMax - aMin, bMax - bMin) * 0.5;
}

/**
 * Orders a two-column page for reading: what spans the gutter above the columns (the header),
 * then the left column, then the right column, then anything spanning below them.
 */
export function splitByGutter(items: PdfItem[], gutter: number): PdfItem[][] {
  const left: PdfItem[] = [];
  const right: PdfItem[] = [];
  const spanning: PdfItem[] = [];
  for (const item of items) {
    if (item.x < gutter - 1 && item.x + item.width > gutter + 1) spanning.push(item);
    else if (item.x + item.width <= gutter + 1) left.push(item);
    else right.push(item);
  }
  // A large name set across the gutter arrives as one piece per side on one baseline: it is
  // the header, not the top of each column. So is anything on the baseline of a spanning title.
  const sizes = items.map((i) => i.fontSize).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const isTitle = (i: PdfItem) => i.fontSize >= median * 1.5 && i.text.trim() !== '';
  const titleRows = new Set<number>();
  for (const l of left.filter(isTitle)) {
    if (right.some((r) => isTitle(r) && Math.abs(r.y - l.y) < 2)) titleRows.add(l.y);
  }
  for (const sp of spanning.filter(isTitle)) titleRows.add(sp.y);
  // Only a row above both columns is the page's title: a row of large headings that opens each
  // column ('CONTACT' beside 'EXPERIENCE') belongs to the columns.
  const highest = (side: PdfItem[]) => Math.max(-Infinity, ...side.map((i) => i.y));
  for (const y of [...titleRows]) {
    const above = (side: PdfItem[]) => highest(side.filter((i) => Math.abs(i.y - y) >= 2)) > y;
    // Anything set above the row (the name, across the gutter) makes it the columns' headings.
    if (above(left) || above(right) || above(spanning)) titleRows.delete(y);
  }
  const onTitleRow = (i: PdfItem) => [...titleRows].some((y) => Math.abs(i.y - y) < 2);
  for (const side of [left, right]) {
    for (const item of side.filter(onTitleRow)) {
      spanning.push(item);
      side.splice(side.indexOf(item), 1);
    }
  }
  const columnsTop = Math.max(...left.map((i) => i.y), ...right.map((i) => i.y));
  const header = spanning.filter((i) => i.y >= columnsTop - 1);
  const footer = spanning.filter((i) => i.y < columnsTop - 1);
  return [header, left, right, footer].filter((group) => group.length > 0);
}
