import type { TextLine } from '../types';
import { findDateRange, holdsDateRange } from './find-dates';
import { hasTitleWord } from './experience/has-title-word';
import { employerWithPlace } from './experience/employer-under-title';

/** A role's header runs at most this many words. */
const MAX_ROLE_WORDS = 12;
/** The role's dates come within this many lines of its line set as a heading. */
const DATES_WITHIN = 4;

/** A range of dates (not one date) on a line that is no list item. */
const holdsRange = (line: TextLine) => !line.bullet && holdsDateRange(line.text);

/**
 * Whether a line taken for a heading of no known kind, inside a work section, is a role's own
 * line set as large or bold as a heading (an employer and its place, 'LogiAg, Châteauguay, QC',
 * at the top of a page; a title, 'Undergraduate Student Coordinator'): it names an employer with
 * its place or a job, holds no contact detail, and stands under a dated line or closely over a
 * date range; or it holds a range itself.
 */
export function isRoleLineHeading(
  heading: string,
  before: TextLine | undefined,
  following: readonly TextLine[],
): boolean {
  if (heading.split(/\s+/).length > MAX_ROLE_WORDS || /@|https?:|www\./.test(heading)) return false;
  // Its own range ('Maple Grocers Jun. 2020 – Present'): no section is headed so.
  if (holdsDateRange(heading)) return true;
  const named = hasTitleWord(heading) || employerWithPlace(heading) !== null;
  // Under its role's dated title line ('Agri-environmental Technician 2023'), or over its dates.
  const under = before !== undefined && !before.bullet && findDateRange(before.text) !== null;
  return named && (under || following.slice(0, DATES_WITHIN).some(holdsRange));
}
