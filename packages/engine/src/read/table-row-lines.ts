import { DATE_OR_RANGE } from '../parse/find-dates';
import type { LevelledLine } from './levelled-line';

/** A line that is only a date or a range ('Aug 2022 to Present'). */
const DATE_ONLY = new RegExp(`^${DATE_OR_RANGE}$`, 'i');

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
