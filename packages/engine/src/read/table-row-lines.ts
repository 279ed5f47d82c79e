import { DATE } from '../parse/find-dates';
import type { LevelledLine } from './levelled-line';

const PRESENT = '(?:present|current|now|today|ongoing)';
/** A line that is only a date, a range ('Aug 2022 to Present') or a place's worth of dates. */
const DATE_ONLY = new RegExp(
  `^\\(?\\s*(?:${DATE})(?:\\s*(?:[-–—~]|to|until)\\s*(?:${DATE}|${PRESENT})?)?\\s*\\)?$`,
  'i',
);

/**
 * A table row's lines in reading order. Cells are read one after another, except for the layout
 * of Word resume templates that set each entry beside a narrow cell of its dates: when the last
 * of two cells holds only dates, they are read right after the entry's first line (its title),
 * where a reader's eye puts them, instead of after the entry's last bullet. Dates set before the
 * entry (a left cell) already come first.
 */
export function tableRowLines(cells: LevelledLine[][]): LevelledLine[] {
  const filled = cells.filter((cell) => cell.length > 0);
  const [entry, dates] = filled;
  if (
    filled.length === 2 &&
    entry!.length > 1 &&
    dates!.every((line) => DATE_ONLY.test(line.text.trim()))
  )
    return [entry![0]!, ...dates!, ...entry!.slice(1)];
  return filled.flat();
}
