import type { TextLine } from '../../types';
import { findDateRange, findOpenRange } from '../find-dates';

/** A line of dates and nothing else ('2013 - 2014', '2013', '2014 - ...'). */
function isDatesLine(line: TextLine): boolean {
  const text = line.text.trim();
  const dates = findOpenRange(text) ?? findDateRange(text);
  return dates !== null && text.replace(dates.text, '').replace(/[\s,|–—().-]/g, '') === '';
}

/** A role's header line set apart: bold, short, undated, no list item. */
const isHeadLine = (line: TextLine | undefined) =>
  line !== undefined &&
  line.emphasis &&
  !line.bullet &&
  line.text.split(/\s+/).length <= 10 &&
  !isDatesLine(line) &&
  (findOpenRange(line.text) ?? findDateRange(line.text)) === null;

const MAX_HEAD_LINES = 3;

/**
 * Some resumes set each role's dates at its foot, after its text ('PROGRAMMER' / 'IDev' / a
 * paragraph / '2012-2013', then the next role's bold lines). Read in order, each range would
 * head the role below it. Where a section is laid out so throughout (it opens with a role's
 * bold undated lines, each line of dates alone is followed by the next role's bold lines or
 * ends the section, and every role has one), each range is moved up under its own role's
 * bold lines, where the entry grammar reads a header's dates.
 */
export function datesAtFoot(lines: TextLine[]): TextLine[] {
  const feet = lines.flatMap((line, i) => (isDatesLine(line) ? [i] : []));
  if (feet.length < 2 || !isHeadLine(lines[0]) || feet.at(-1) !== lines.length - 1) return lines;
  // Each role: bold lines at its start, its text, its dates last; no other dates between.
  const starts = [0, ...feet.slice(0, -1).map((i) => i + 1)];
  const heads: number[] = [];
  for (const [k, start] of starts.entries()) {
    let end = start;
    while (end < feet[k]! && end - start < MAX_HEAD_LINES && isHeadLine(lines[end])) end++;
    if (end === start || end >= feet[k]!) return lines;
    const between = lines.slice(end, feet[k]);
    if (between.some((l) => (findOpenRange(l.text) ?? findDateRange(l.text)) && l.text.length < 60))
      return lines;
    heads.push(end);
  }
  const out: TextLine[] = [];
  for (const [k, start] of starts.entries()) {
    out.push(...lines.slice(start, heads[k]), lines[feet[k]!]!, ...lines.slice(heads[k], feet[k]));
  }
  return out;
}
