import type { TextLine } from '../../types';
import { findDateRange, yearOf } from '../find-dates';

// A term and its year before a colon: what was taught or done that term ('Spring 2021: …').
const TERM_ITEM =
  /^\s*(?:spring|summer|fall|autumn|winter|michaelmas|lent|trinity)\s+((?:19|20)\d{2})\s*:\s+\S/i;
/** Fewer lines than this, the terms' own aside, stand between the role's range and a term. */
const MAX_GAP = 4;

/**
 * A teaching role's courses listed by term under its dates ('University of Lakeside | 2020 –
 * present' / 'Teaching Assistant' / 'Spring 2021: Probability for Engineers (MATH 240)'): each
 * term's line is an item of that role, not a role of its own, where its year lies within the
 * range above it. They are set as list items, so the grammar reads them as the role's text.
 */
export function termItems(lines: TextLine[]): TextLine[] {
  let range: { from: number; to: number } | null = null;
  let gap = 0;
  return lines.map((line) => {
    const term = TERM_ITEM.exec(line.text);
    if (term) {
      const year = Number(term[1]);
      const within = range !== null && gap < MAX_GAP && year >= range.from && year <= range.to;
      return within ? { ...line, bullet: true } : line;
    }
    gap += 1;
    const found = line.bullet ? null : findDateRange(line.text);
    if (found && found.start !== found.end) {
      const from = yearOf(found.start);
      // An open range runs on to any later term.
      const to = found.current ? Infinity : yearOf(found.end);
      range = from !== null && to !== null ? { from, to } : null;
      gap = 0;
    }
    return line;
  });
}
