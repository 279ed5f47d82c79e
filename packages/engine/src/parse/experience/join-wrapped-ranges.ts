import type { TextLine } from '../../types';
import { DATE, findDateRange } from '../find-dates';
import { joinedLine } from '../source-refs';
import { isDatesAlone } from '../is-dates-alone';

/** The word of a range alone on its line ('To', 'until', a dash). */
const CONNECTOR_ALONE = /^\s*(?:to|until|till|through|thru|[-–—])\s*$/i;

/**
 * A range broken over two lines ('Apr 2023 to' above 'Present', 'August' above '2019 – Jan
 * 2022', a narrow date column) is put back on the first line; whatever else the second line
 * held stays where it was.
 */
export function joinWrappedRanges(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const across = bridgedAcrossCells(lines, i);
    if (across) {
      out.push(...across.lines);
      i = across.last;
      continue;
    }
    const bridged = bridgedStart(lines, i);
    if (bridged) i += 1;
    const line = bridged ?? lines[i]!;
    const next = lines[i + 1];
    const beside = endBesideNextLine(line, next);
    if (beside) {
      out.push(...beside);
      i += 1;
      continue;
    }
    const column = endUnderStart(line, next);
    if (column) {
      out.push(column);
      i += 1;
      continue;
    }
    const split = next && !next.bullet ? rangeAcross(line.text, next.text) : null;
    if (!split) {
      out.push(line);
      continue;
    }
    out.push(joinedLine(line, next!, split[0]));
    if (split[1]) out.push({ ...next!, text: split[1] });
    i += 1;
  }
  return out;
}

/**
 * 'Feb 2022' / 'To' / 'Sep 2022': a date column's range with its word between on a line alone.
 * The start joined to that word, when the line after ends the range; else null.
 */
function bridgedStart(lines: TextLine[], i: number): TextLine | null {
  const [start, between, end] = [lines[i]!, lines[i + 1], lines[i + 2]];
  if (!between || !end || end.bullet || !CONNECTOR_ALONE.test(between.text)) return null;
  const joined = joinedLine(start, between, `${start.text.trimEnd()} ${between.text.trim()}`);
  return rangeAcross(joined.text, end.text) ? joined : null;
}

/** A date alone on its line, one date and not a range ('Aug 2020', '2019'). */
const isOneDateAlone = (text: string) => {
  const range = findDateRange(text);
  return range !== null && range.start === range.end && range.text.trim() === text.trim();
};

/**
 * 'Sep 2021' / 'To' / 'Field Technician' / 'Brightline' / 'Dec 2021': a table's date cell read
 * row by row with the role's cells, so that one or two of the role's lines come between 'To'
 * and the end. The range is put together on the start's line, the role's lines after it; null
 * where no single date ends it within two lines.
 */
function bridgedAcrossCells(
  lines: TextLine[],
  i: number,
): { lines: TextLine[]; last: number } | null {
  const [start, between] = [lines[i]!, lines[i + 1]];
  if (!between || !CONNECTOR_ALONE.test(between.text) || !isOneDateAlone(start.text)) return null;
  for (let e = i + 3; e <= i + 4 && e < lines.length; e += 1) {
    const end = lines[e]!;
    const inside = lines.slice(i + 2, e);
    if (inside.some((l) => l.bullet || findDateRange(l.text))) return null;
    if (end.bullet || !isOneDateAlone(end.text)) continue;
    const text = `${start.text.trim()} ${between.text.trim()} ${end.text.trim()}`;
    if (findDateRange(text)?.text !== text) return null;
    const range = joinedLine(joinedLine(start, between, text), end, text);
    return { lines: [range, ...inside], last: e };
  }
  return null;
}

/** Where a date range runs from the end of one line into the next: the two lines re-cut. */
function rangeAcross(first: string, second: string): [string, string] | null {
  // Two whole ranges, one on each line ('March to June 2021' over 'September to November 2021'),
  // are two stints, however a year-first reading could run the second's month onto the first.
  if (isDatesAlone(first) && isDatesAlone(second)) return null;
  const joined = `${first.trimEnd()} ${second.trimStart()}`;
  const boundary = first.trimEnd().length;
  // The range that runs across the break may follow others on the first line ('2016-05 -
  // 2018-04, 2024-02 to' over 'Present'): those are passed over.
  let from = 0;
  let range = findDateRange(joined);
  while (range && from + joined.slice(from).indexOf(range.text) + range.text.length <= boundary) {
    from += joined.slice(from).indexOf(range.text) + range.text.length;
    range = findDateRange(joined.slice(from));
  }
  if (!range || range.start === range.end) return null;
  const at = from + joined.slice(from).indexOf(range.text);
  const end = at + range.text.length;
  if (at >= boundary || end <= boundary + 1) return null;
  // 'Quillbrook, GA 30214' over 'March 2022 – …': a range that would open inside a number or a
  // word of the first line ('14 March 2022') is no range broken over the two.
  if (/[\p{L}\p{N}]/u.test(joined[at - 1] ?? '')) return null;
  if (findDateRange(first)?.text === range.text) return null;
  return [
    joined.slice(0, end).trim(),
    joined
      .slice(end)
      .replace(/^\s*[,|]\s*/, '')
      .trim(),
  ];
}

// A line that opens with a date and goes on with the role's words ('11/2024 | Freelance
// developer').
const DATE_THEN_WORDS = new RegExp(`^\\s*(${DATE})\\s*(?:[|·•]\\s*)?(\\p{L}.*)$`, 'iu');

/**
 * '11/2024 | Freelance developer' over '- 02/2025': a date column beside the title, its range
 * wrapped at the dash, so that the end stands alone under the start. The range is put back
 * together before the title ('11/2024 - 02/2025 | Freelance developer'); else null.
 */
function endUnderStart(line: TextLine, next: TextLine | undefined): TextLine | null {
  if (!next || next.bullet || !/^\s*[-–—]\s*\S/.test(next.text)) return null;
  const lead = DATE_THEN_WORDS.exec(line.text);
  if (!lead || findDateRange(line.text)?.start !== findDateRange(lead[1]!)?.start) return null;
  const range = `${lead[1]!.trim()} ${next.text.trim()}`;
  if (findDateRange(range)?.text !== range) return null;
  return joinedLine(line, next, `${range} | ${lead[2]!.trim()}`);
}

// A start date and its dash before the role's first words ('1984 – Riverside Bakery').
const START_THEN_WORDS = new RegExp(`^\\s*(${DATE})\\s*[–—-]\\s*(\\p{L}.*)$`, 'iu');
// The end date opening the next line, set apart from the role's words by a bar ('1989 | Shift
// supervisor', ', 2022 | Teacher').
const END_THEN_WORDS = new RegExp(`^[\\s,]*(${DATE})\\s*\\|\\s*(\\p{L}.*)$`, 'iu');

/**
 * '1984 – Riverside Bakery' over '1988 | Night baker': a date column whose range wraps after
 * its dash, read row by row with the role's lines beside it. The range is put back together on
 * the first line, before its words; the second line keeps its own. Null otherwise.
 */
function endBesideNextLine(line: TextLine, next: TextLine | undefined): TextLine[] | null {
  if (!next || next.bullet || line.bullet) return null;
  const start = START_THEN_WORDS.exec(line.text);
  const end = start && END_THEN_WORDS.exec(next.text);
  if (!start || !end) return null;
  const range = `${start[1]!.trim()} – ${end[1]!.trim()}`;
  const read = findDateRange(range);
  if (!read || read.text !== range || read.start === read.end) return null;
  return [
    joinedLine(line, next, `${range} | ${start[2]!.trim()}`),
    { ...next, text: end[2]!.trim() },
  ];
}
