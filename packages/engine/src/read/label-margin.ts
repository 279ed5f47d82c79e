import { headingKind } from '../parse/classify-heading';
import { findDateRange, isPresentEnd } from '../parse/find-dates';
import { joinLetterSpaced } from './clean-line';
import { groupRows, rowToLine, type PdfItem } from './pdf-items';

/** The body column's left edge: where rows of text start, past the page's left margin. */
function bodyEdge(rows: PdfItem[][], pageWidth: number): number | null {
  const starts = new Map<number, number>();
  for (const row of rows) {
    // The first item set apart by a wide gap (or opening the row) past the left margin.
    const start = row.find(
      (item, i) =>
        item.x >= pageWidth * 0.15 &&
        (i === 0 || item.x - row[i - 1]!.x - row[i - 1]!.width > item.fontSize * 1.5),
    );
    if (!start || start.x > pageWidth * 0.6) continue;
    const key = Math.round(start.x / 3);
    starts.set(key, (starts.get(key) ?? 0) + 1);
  }
  // Bullets and wrapped lines start further in: the body's edge is the leftmost common start.
  const common = [...starts].filter(([, n]) => n >= 3);
  const rowsIn = common.reduce((n, [, count]) => n + count, 0);
  return rowsIn >= 5 ? Math.min(...common.map(([key]) => key)) * 3 - 3 : null;
}

/** A margin label: a section heading, a date or range, or a short heading in capitals. */
function isLabel(text: string): boolean {
  const t = joinLetterSpaced(text).trim();
  if (!t || t.length > 48) return false;
  if (headingKind(t.replace(/:$/, '')) !== null) return true;
  // A range's end on the line under its start ('March 2021 -' over 'Today').
  if (isPresentEnd(t)) return true;
  const dates = findDateRange(t);
  // '2019-06-27 TO PRESENT': what is left beside the dates is a joining word at most.
  if (dates) return t.replace(dates.text, '').replace(/[^\p{L}]/gu, '').length <= 12;
  const letters = t.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && t.split(/\s+/).length <= 4;
}

/** Where a label row goes among the body's rows: before the top row of the block it is level with. */
function insertionRow(
  body: PdfItem[][],
  gaps: number[],
  pitch: number,
  label: PdfItem[],
  from: { at: number; top: number },
): { at: number; top: number } {
  const y = label[0]!.y;
  const tolerance = label[0]!.fontSize * 0.5;
  // Labels come top to bottom, so the search goes on from the previous label's row.
  let at = from.at;
  while (at < body.length && body[at]![0]!.y > y + tolerance) at += 1;
  if (at === 0 || at === body.length) return { at, top: at };
  // A label set in the gap above a block ('May 2019 to Jul 2022' over 'Data Analyst') goes
  // before the row under it.
  if (body[at]![0]!.y < y - tolerance) return { at, top: at };
  // A label level with a block's later line ('2019 – 2021' beside the first line under its
  // role's title) belongs before the block, where the role starts (never above the previous
  // label's place, which keeps this linear).
  let top = at;
  while (top > from.top && gaps[top - 1]! <= pitch * 1.6) top -= 1;
  return { at, top };
}

/**
 * A page whose left margin holds only labels (section headings and each role's dates, set level
 * with what they name, as in a résumé printed as a two-column table): read row by row, each
 * label before the block of the body it stands beside, rather than the whole margin first. Null
 * when the page has no such margin. Groups come top to bottom, each label row a group of its own.
 */
export function splitLabelMargin(items: PdfItem[], pageWidth: number): PdfItem[][] | null {
  const all = items.filter((i) => i.text.trim());
  const edge = bodyEdge(groupRows(all), pageWidth);
  if (edge === null) return null;
  const isLeft = (i: PdfItem) => i.x + i.width <= edge - 6;
  // The name and contact lines above the first heading run across the page: the margin starts
  // at the first heading set in it ('Age : 31' and a long email line above 'EDUCATION').
  const firstHeading = groupRows(all.filter(isLeft)).find(
    (row) => headingKind(joinLetterSpaced(rowToLine(row).text).replace(/:$/, '')) !== null,
  );
  if (!firstHeading) return null;
  const headY = firstHeading[0]!.y + firstHeading[0]!.fontSize * 0.5;
  const head = items.filter((i) => i.y > headY);
  const margined = splitBelowHead(
    items.filter((i) => i.y <= headY),
    edge,
    isLeft,
  );
  if (!margined) return null;
  return head.some((i) => i.text.trim()) ? [head, ...margined] : margined;
}

function splitBelowHead(
  items: PdfItem[],
  edge: number,
  isLeft: (i: PdfItem) => boolean,
): PdfItem[][] | null {
  const texts = items.filter((i) => i.text.trim());
  const left = texts.filter(isLeft);
  if (left.length === 0) return null;
  const top = Math.max(...left.map((i) => i.y));
  const bottom = Math.min(...left.map((i) => i.y));
  // Text across the margin's edge beside the labels: the page is not a margin and a body.
  if (texts.some((i) => !isLeft(i) && i.x < edge - 2 && i.y <= top + 1 && i.y >= bottom - 1))
    return null;
  const labels = groupRows(left);
  const lines = labels.map((row) => rowToLine(row).text);
  if (!lines.every(isLabel) || !lines.some((t) => headingKind(joinLetterSpaced(t)) !== null))
    return null;
  // The margin's own space items go: its labels' words are told apart by their gaps ('2019 T O
  // PRESENT' in spaced small capitals reads 'TO PRESENT').
  // Rows of spaces alone hold no text, and would close the gaps between blocks.
  const body = groupRows(items.filter((i) => !isLeft(i))).filter((row) =>
    row.some((i) => i.text.trim()),
  );
  const gaps = body.slice(1).map((row, i) => body[i]![0]!.y - row[0]!.y);
  // The line pitch: the lower quartile of the gaps, since blocks of two lines have as many gaps
  // between blocks as within them.
  const pitch = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)] ?? 12;
  let place = { at: 0, top: 0 };
  let above: number | null = null;
  const at = labels.map((row) => {
    const y = row[0]!.y;
    const level = body.some((r) => Math.abs(r[0]!.y - y) <= row[0]!.fontSize * 0.5);
    // A label under the one before it with no body row level with it ('2016-05 – 2018-04'
    // under 'Work Experience', both beside the section's first role): stacked with it, so it
    // goes where that one went.
    const stacked = !level && above !== null && above - y <= pitch * 1.6;
    above = y;
    if (!stacked) place = insertionRow(body, gaps, pitch, row, place);
    return place.top;
  });
  const groups: PdfItem[][] = [];
  let from = 0;
  labels.forEach((row, k) => {
    if (at[k]! > from) groups.push(body.slice(from, at[k]).flat());
    from = Math.max(from, at[k]!);
    groups.push(row);
  });
  if (from < body.length) groups.push(body.slice(from).flat());
  return groups;
}
