import type { TextLine } from '../../types';
import { findDateRange, holdsDateRange, yearOf } from '../find-dates';

// A term and its year before a colon: what was taught or done that term ('Spring 2021: …').
const TERM_ITEM =
  /^\s*(?:spring|summer|fall|autumn|winter|michaelmas|lent|trinity)\s+((?:19|20)\d{2})\s*:\s+\S/i;
/** How far above a term's line the role's own range may stand. */
const LOOK_BACK = 4;

/**
 * A teaching role's courses listed by term under its dates ('University of Lakeside | 2020 –
 * present' / 'Teaching Assistant' / 'Spring 2021: Probability for Engineers (MATH 240)'): each term's
 * line is an item of that role, not a role of its own, where its year lies within the range
 * above it. They are set as list items, so the grammar reads them as the role's text.
 */
export function termItems(lines: TextLine[]): TextLine[] {
  let range: { from: number; to: number } | null = null;
  let since = Infinity;
  return lines.map((line, i) => {
    const term = TERM_ITEM.exec(line.text);
    if (!term) {
      if (!line.bullet && holdsDateRange(line.text)) {
        const found = findDateRange(line.text)!;
        const from = yearOf(found.start);
        // An open range runs on to any later term.
        const to = found.current ? Infinity : yearOf(found.end);
        range = from !== null && to !== null ? { from, to } : null;
        since = i;
      }
      return line;
    }
    const year = Number(term[1]);
    const within = range !== null && year >= range.from && year <= range.to;
    if (!within || i - since > LOOK_BACK + countTermsBetween(lines, since, i)) return line;
    return { ...line, bullet: true };
  });
}

/** How many term lines stand between two lines (each moves the next one line further down). */
function countTermsBetween(lines: TextLine[], from: number, to: number): number {
  return lines.slice(from + 1, to).filter((l) => TERM_ITEM.test(l.text)).length;
}
