import { parseResume } from '../../src/parse-resume';
import { readDocument } from '../../src/read-document';
import type { ExperienceEntry } from '../../src/types';
import { wordsOf } from '../zoo/compare-reading';
import { parseMonth } from './written-month';

/** A date the engine gave, as 'YYYY-MM' (or 'YYYY' when only the year counts or is known). */
function dateKey(date: string, keeps: 'month' | 'year'): string {
  const month = parseMonth(date);
  // Anything unreadable stays as written, so it differs from any readable date.
  if (!month) return date.trim() ? `'${date}'` : 'none';
  if (keeps === 'year' || month.month === null) return String(month.year);
  return `${month.year}-${String(month.month).padStart(2, '0')}`;
}

/** One role as the suite compares it: title and company words, dates, kind, achievement count. */
function roleKey(entry: ExperienceEntry, keeps: 'month' | 'year'): string {
  const end = entry.current ? 'present' : dateKey(entry.endDate, keeps);
  return [
    `${wordsOf(entry.title)} @ ${wordsOf(entry.company)}`,
    `${dateKey(entry.startDate, keeps)} to ${end}`,
    entry.kind,
    `${entry.bullets.length} achievements`,
  ].join(' | ');
}

/**
 * The roles the engine reads from a plain-text resume (the TXT upload path: readDocument, then
 * parseResume), one line each, in the resume's order, with dates to the month or to the year.
 */
export async function readRoles(text: string, keeps: 'month' | 'year'): Promise<string[]> {
  const doc = await readDocument(new TextEncoder().encode(text));
  return parseResume(doc).experience.map((e) => roleKey(e, keeps));
}
