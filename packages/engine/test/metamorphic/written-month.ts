// Months and ranges as resumes write them, parsed and written again. Used both to rewrite a
// resume's dates in another style and to read the engine's dates back as year and month.

/** A year and, when the text gives one, a month (1-12). */
export interface WrittenMonth {
  year: number;
  month: number | null;
}

/** A role's range; `end` is null while the role runs to the present. */
export interface WrittenRange {
  start: WrittenMonth;
  end: WrittenMonth | null;
}

/** The months by name, January first. */
export const LONG_MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/**
 * 'Mar 2021', 'March 2021', '03/2021', '2021.03', '2021-03' or '2021' as a year and month;
 * null for anything else. Sept and other longer abbreviations count by their first three letters.
 */
export function parseMonth(text: string): WrittenMonth | null {
  const t = text.trim().toLowerCase();
  const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (monthFirst) return checked(Number(monthFirst[2]), Number(monthFirst[1]));
  const yearFirst = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  if (yearFirst) return checked(Number(yearFirst[1]), Number(yearFirst[2]));
  const named = /^([a-z]{3})[a-z]*\.?,?\s*(\d{4})$/.exec(t);
  if (named) {
    const index = LONG_MONTHS.findIndex((m) => m.toLowerCase().startsWith(named[1]!));
    return index < 0 ? null : checked(Number(named[2]), index + 1);
  }
  return /^\d{4}$/.test(t) ? { year: Number(t), month: null } : null;
}

const checked = (year: number, month: number): WrittenMonth | null =>
  month >= 1 && month <= 12 ? { year, month } : null;

/** 'Mar 2021 – Present', '03/2021 to 06/2023' or '2015 - 2019' as a range; null otherwise. */
export function parseRange(text: string): WrittenRange | null {
  const parts = text.trim().split(/\s+(?:–|—|-|to)\s+/i);
  if (parts.length !== 2) return null;
  const start = parseMonth(parts[0]!);
  if (!start) return null;
  if (/^(present|current|now)$/i.test(parts[1]!)) return { start, end: null };
  const end = parseMonth(parts[1]!);
  return end ? { start, end } : null;
}
