import type { DateRange } from '../find-dates';
import { hasTitleWord } from './has-title-word';

/**
 * A dated header whose title and employer a full stop sets apart ('IT Tutor. Monroe College
 * 01/2016 – 01/2017'): the stop is read as the bar it stands for. Only where the title names a
 * job and the employer is a short name in capitals, so a sentence stays a sentence.
 */
export function dottedFields(rest: string, dates: DateRange | null): string {
  if (!dates) return rest;
  const parts = rest.split(/(?<=[\p{L})]{2})\.\s+(?=\p{Lu})/u);
  if (parts.length !== 2) return rest;
  const [title, employer] = parts as [string, string];
  if (!hasTitleWord(title) || title.split(/\s+/).length > 8 || /[.!?]$/.test(employer)) return rest;
  const words = employer.split(/\s+/);
  if (
    words.length > 6 ||
    !words.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|and|the|for|de)$/.test(w))
  )
    return rest;
  return `${title} | ${employer}`;
}
