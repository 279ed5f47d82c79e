import { groupRows, type PdfItem } from './pdf-items';
import { isMarginFact } from './is-margin-fact';

interface Region {
  x: number;
  top: number;
  bottom: number;
  rows: number;
}

const crosses = (item: PdfItem, x: number) => item.x < x - 1 && item.x + item.width > x + 1;
const textOf = (items: PdfItem[]) => items.filter((i) => i.text.trim());

/**
 * The best region of rows beside a vertical line at `x` with no text across it, spanned by the
 * right side's rows: a table's two cells (or a sidebar that starts below a header).
 */
function regionAt(rows: PdfItem[][], x: number): Region | null {
  // Rows hold text items only (the caller dropped spaces).
  let best: Region | null = null;
  let start = 0;
  for (let i = 0; i <= rows.length; i += 1) {
    if (i < rows.length && !rows[i]!.some((item) => crosses(item, x))) continue;
    const run = rows.slice(start, i);
    start = i + 1;
    const right = run.filter((row) => row.some((item) => item.x >= x - 1));
    if (right.length < 3) continue;
    let top = right[0]![0]!.y;
    let bottom = right[right.length - 1]![0]!.y;
    // A cell may run a line or two past the other ('Remote | Oct 2020 – Mar 2023' under the last
    // bullet): rows of the run that follow on at the usual pitch belong to the region.
    const ys = run.map((row) => row[0]!.y);
    // The pitch of one cell's lines (the two cells' rows interleave, at half that).
    const rightYs = right.map((row) => row[0]!.y);
    const gaps = rightYs
      .slice(1)
      .map((y, k) => rightYs[k]! - y)
      .sort((a, b) => a - b);
    const pitch = gaps[Math.floor(gaps.length / 2)] ?? 12;
    for (const y of ys) if (y < bottom && bottom - y <= pitch * 1.3) bottom = y;
    for (const y of [...ys].reverse()) if (y > top && y - top <= pitch * 1.3) top = y;
    const inside = run.filter((row) => row[0]!.y <= top + 1 && row[0]!.y >= bottom - 1);
    const left = inside.filter((row) => row.some((item) => item.x + item.width <= x + 1));
    if (left.length < 3) continue;
    // Cells hold different numbers of lines: many rows have text on one side only.
    const oneSided = inside.filter(
      (row) => row.every((i) => i.x >= x - 1) || row.every((i) => i.x < x - 1),
    ).length;
    if (oneSided < inside.length * 0.3) continue;
    if (!best || inside.length > best.rows) best = { x, top, bottom, rows: inside.length };
  }
  return best;
}

/** A side made mostly of dates, durations and places is a margin column, not a table cell. */
function mostlyDates(items: PdfItem[]): boolean {
  const text = textOf(items);
  return (
    text.length > 0 && text.filter((i) => isMarginFact(i.text.trim())).length >= text.length * 0.6
  );
}

/** Cuts the two sides of a region into table rows where one side has a wide gap. */
function tableRows(left: PdfItem[], right: PdfItem[]): Array<[PdfItem[], PdfItem[]]> {
  const ys = [...new Set([...left, ...right].map((i) => Math.round(i.y)))].sort((a, b) => b - a);
  // One cell's line pitch: the two cells' lines interleave, at half that.
  const longer = [...new Set((left.length > right.length ? left : right).map((i) => i.y))].sort(
    (a, b) => b - a,
  );
  const pitches = longer.slice(1).map((y, i) => longer[i]! - y);
  const pitch = pitches.sort((a, b) => a - b)[Math.floor(pitches.length / 2)] ?? 12;
  const gapsOf = (side: PdfItem[]) => {
    const sideYs = [...new Set(side.map((i) => i.y))].sort((a, b) => b - a);
    return sideYs.slice(1).map((y, i) => [sideYs[i]!, y] as const);
  };
  // A cut lies in a wide gap of one side (its cell ended) and in a gap between lines of the other.
  const cuts: number[] = [];
  for (const [wide, other] of [
    [left, right],
    [right, left],
  ] as const) {
    for (const [above, below] of gapsOf(wide)) {
      if (above - below < pitch * 2.5) continue;
      const others = gapsOf(other).filter(([a, b]) => a <= above + 1 && b >= below - 1);
      // The other side's last gap before the next cell starts: its lines above belong above.
      const gap = others.filter(([a, b]) => a - b > pitch * 0.8).pop() ?? null;
      if (gap) cuts.push((gap[0] + gap[1]) / 2);
    }
  }
  // A gap across both cells at once, with both starting again just below it: a new table row
  // (cell padding) even where neither cell's own gap is wide.
  for (let k = 1; k < ys.length; k += 1) {
    const [above, below] = [ys[k - 1]!, ys[k]!];
    if (above - below < pitch * 0.9) continue;
    const startsBelow = (side: PdfItem[]) =>
      side.some((i) => i.y <= below + 1 && i.y >= below - pitch * 0.75) &&
      side.some((i) => i.y >= above - 1);
    if (startsBelow(left) && startsBelow(right)) cuts.push((above + below) / 2);
  }
  const bounds = [...new Set(cuts.map((c) => Math.round(c)))].sort((a, b) => b - a);
  const out: Array<[PdfItem[], PdfItem[]]> = [];
  let upper = Infinity;
  for (const lower of [...bounds, -Infinity]) {
    const inBand = (i: PdfItem) => i.y < upper && i.y >= lower;
    out.push([left.filter(inBand), right.filter(inBand)]);
    upper = lower;
  }
  return out.filter(([l, r]) => l.length + r.length > 0);
}

/**
 * Reading order for a page with no gutter from top to bottom but with side-by-side cells in
 * part of it (a Word table of roles: title, company and dates in one cell, achievements in the
 * next): what is above the cells, then each table row's left cell and right cell, then the rest
 * of the page (read the same way). Null when the page has no such cells.
 */
export function splitTableCells(items: PdfItem[], pageWidth: number): PdfItem[][] | null {
  const rows = groupRows(textOf(items));
  if (rows.length < 6) return null;
  // A right cell's lines start well inside the page, at one left edge: a page without three
  // rows starting together there has no such cell.
  const starts = new Map<number, number>();
  for (const row of rows) {
    if (row[0]!.x < pageWidth * 0.2) continue;
    const edge = Math.round(row[0]!.x / 4);
    starts.set(edge, (starts.get(edge) ?? 0) + 1);
  }
  // The line between the cells runs just left of such an edge.
  const edges = [...starts].filter(([, n]) => n >= 3).map(([edge]) => edge * 4 - 4);
  if (edges.length === 0) return null;
  let best: Region | null = null;
  for (const x of edges) {
    const region = regionAt(rows, x);
    if (region && (!best || region.rows > best.rows)) best = region;
  }
  if (!best) return null;
  const { x, top, bottom } = best;
  const above = items.filter((i) => i.y > top + 1);
  const below = items.filter((i) => i.y < bottom - 1);
  const inside = items.filter((i) => i.y <= top + 1 && i.y >= bottom - 1);
  const left = inside.filter((i) => i.x + i.width <= x + 1 || (!i.text.trim() && i.x < x));
  const right = inside.filter((i) => !left.includes(i));
  if (mostlyDates(left) || mostlyDates(right)) return null;
  const rest = splitTableCells(below, pageWidth) ?? [below];
  return [above, ...tableRows(left, right).flat(), ...rest].filter((g) => g.length > 0);
}
