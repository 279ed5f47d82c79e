import { DATE_OR_RANGE, findDateRange } from '../parse/find-dates';
import { rowToLine, type PdfItem, type PdfLine } from './pdf-items';

const PRESENT = '(?:present|current|now|today|ongoing)';
/** A run that is only a date, a range, half a range ('2019 –'), 'Present' or a duration. */
const DATE_ONLY = new RegExp(
  `^(?:${DATE_OR_RANGE}|\\(?\\s*(?:${PRESENT}|` +
    `(?:\\d+\\+?\\s*(?:years?|yrs?|months?|mos?)\\.?\\s*,?\\s*){1,2})\\s*\\)?)$`,
  'i',
);
const BULLET_START = /^\s*[•●▪■◦‣∙·○◆◇►▸➢➤✓✔❖★*\u2043\u2219-]/u;

interface Run {
  items: PdfItem[];
  x: number;
  right: number;
  text: string;
}

function runsOf(row: PdfItem[]): Run[] {
  const runs: Run[] = [];
  for (const item of row) {
    // The text layer fills a gap with a space item as wide as the gap (pdf.js and our quick
    // reader both do): it would bridge a date column and its row into one run.
    if (!item.text.trim()) continue;
    const last = runs[runs.length - 1];
    const gap = last ? item.x - last.right : Infinity;
    if (last && gap <= item.fontSize * 0.6) {
      last.items.push(item);
      last.right = Math.max(last.right, item.x + item.width);
      last.text += (gap > item.fontSize * 0.18 ? ' ' : '') + item.text;
    } else {
      runs.push({ items: [item], x: item.x, right: item.x + item.width, text: item.text });
    }
  }
  return runs;
}

interface Lifted {
  side: 'left' | 'right';
  y: number;
  fontSize: number;
  line: PdfLine;
  /** The row the date was taken from, and what stays of it. */
  row: number;
  items: PdfItem[];
}

/** The date run at a row's margin, set apart from the row's text by a gap (a date column). */
// Every date run has a digit or names the present; most rows have neither, and skip the rest.
const MAYBE_DATE = /\d|present|current|now|today|ongoing/i;

function marginRun(row: PdfItem[]): { run: Run; side: 'left' | 'right' } | null {
  if (!row.some((i) => MAYBE_DATE.test(i.text))) return null;
  const runs = runsOf(row);
  if (runs.length < 2) return null;
  const [first, second] = [runs[0]!, runs[1]!];
  const [last, beforeLast] = [runs[runs.length - 1]!, runs[runs.length - 2]!];
  const size = row[0]!.fontSize;
  if (DATE_ONLY.test(first.text.trim()) && second.x - first.right >= size * 0.6)
    return { run: first, side: 'left' };
  if (DATE_ONLY.test(last.text.trim()) && last.x - beforeLast.right >= size * 1.5)
    return { run: last, side: 'right' };
  return null;
}

/** Dates beside their rows, in blocks: rows just below each other on the same side. */
function dateBlocks(rows: PdfItem[][]): Lifted[][] {
  const blocks: Lifted[][] = [];
  rows.forEach((row, index) => {
    const found = marginRun(row) ?? loneDate(row);
    if (!found) return;
    const line = rowToLine(found.run.items);
    const item: Lifted = {
      side: found.side === 'any' ? 'left' : found.side,
      y: line.y,
      fontSize: line.fontSize,
      line,
      row: index,
      items: found.run.items,
    };
    const block = blocks[blocks.length - 1];
    const last = block?.[block.length - 1];
    if (
      block &&
      last &&
      last.row === index - 1 &&
      !ownRanges(last, item, found.side) &&
      last.y - item.y <= item.fontSize * 1.8 &&
      (last.side === item.side || found.side === 'any')
    )
      block.push({ ...item, side: last.side });
    else if (found.side !== 'any') blocks.push([item]);
  });
  return blocks;
}

/** Whether a date run is a whole range ('Aug 2015 - Present'), not a half or a single date. */
function isWholeRange(line: PdfLine): boolean {
  const range = findDateRange(line.text);
  return range !== null && range.start !== range.end;
}

/**
 * Two rows each with text of their own beside a date, one of them a whole range ('Member, Delta
 * Sigma Pi   Aug 2016 - Present' over 'Member, Business Club   Aug 2015 - Present') hold two
 * roles' dates, one each, not one block of the column.
 */
function ownRanges(last: Lifted, item: Lifted, side: 'left' | 'right' | 'any'): boolean {
  // A duration below a range ('2 years 10 months') belongs to it.
  const dated = findDateRange(last.line.text) && findDateRange(item.line.text);
  return side !== 'any' && Boolean(dated) && (isWholeRange(last.line) || isWholeRange(item.line));
}

/** A row that is nothing but a date: it may continue a block ('Present' below 'June 2020 –'). */
function loneDate(row: PdfItem[]): { run: Run; side: 'any' } | null {
  if (!row.some((i) => MAYBE_DATE.test(i.text))) return null;
  const runs = runsOf(row);
  return runs.length === 1 && DATE_ONLY.test(runs[0]!.text.trim())
    ? { run: runs[0]!, side: 'any' }
    : null;
}

/**
 * Takes dates set in their own column (left of the entries, or right-aligned beside their
 * achievements) out of the rows they share, and gives each date block back as lines placed
 * after its entry's header row: the row level with the block's top, or the nearest row above it
 * that is not an achievement. A range broken over two rows ('June 2020 –' / 'Present') becomes
 * one line. A single date on a header row stays in its row ('Engineer  |  2019 – 2021').
 */
export function liftMarginDates(rows: PdfItem[][]): PdfLine[] {
  const blocks = dateBlocks(rows);
  // List items one under another, each with a whole range of its own beside it, are roles
  // listed as bullets ('• Secretary, Economics Society   (Sep 2022 – Mar 2023)'): their dates
  // stay in their rows.
  const listedRole = (block: Lifted[]) =>
    block.length === 1 &&
    isWholeRange(block[0]!.line) &&
    BULLET_START.test(rowToLine(rows[block[0]!.row]!).text);
  const listedRows = new Set(blocks.filter(listedRole).map((block) => block[0]!.row));
  const lifted = blocks.filter(
    (block) =>
      block.length > 1 ||
      (BULLET_START.test(rowToLine(rows[block[0]!.row]!).text) &&
        !(
          listedRows.has(block[0]!.row) &&
          (listedRows.has(block[0]!.row - 1) || listedRows.has(block[0]!.row + 1))
        )),
  );
  const taken = new Set(lifted.flatMap((block) => block.flatMap((l) => l.items)));
  const lines = rows
    .map((row) => row.filter((i) => !taken.has(i)))
    .filter((row) => row.some((i) => i.text.trim()))
    .map(rowToLine)
    .filter((l) => l.text);
  for (const block of [...lifted].reverse()) insertBlock(lines, block);
  return lines;
}

function blockLines(block: Lifted[]): PdfLine[] {
  const out: PdfLine[] = [];
  for (const { line } of block) {
    const previous = out[out.length - 1];
    if (previous && /[-–—]\s*$/.test(previous.text))
      out[out.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${line.text}` };
    else out.push({ ...line });
  }
  return out;
}

function insertBlock(lines: PdfLine[], block: Lifted[]): void {
  const top = block[0]!;
  let at = lines.findIndex((l) => l.y <= top.y + top.fontSize * 0.45);
  if (at < 0) at = lines.length;
  // Level with the block's top, or the last row above it; past achievements to their header.
  let anchor =
    at < lines.length && Math.abs(lines[at]!.y - top.y) <= top.fontSize * 0.45 ? at : at - 1;
  while (
    anchor > 0 &&
    (BULLET_START.test(lines[anchor]!.text) || /^\p{Ll}/u.test(lines[anchor]!.text))
  )
    anchor -= 1;
  lines.splice(anchor + 1, 0, ...blockLines(block));
}
