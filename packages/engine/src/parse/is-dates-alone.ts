import { findDateRange } from './find-dates';

/** Whether a line holds a date range and nothing else ('September 2018 – Present', '2019 - 2021'). */
export function isDatesAlone(text: string): boolean {
  const range = findDateRange(text);
  if (!range || range.start === range.end) return false;
  return text.replace(range.text, '').replace(/[\s,|–—()-]/g, '') === '';
}
