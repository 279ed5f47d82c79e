import type { ResumeSection, TextLine } from '../types';
import { DEGREE_WORDS } from '../data/education-words';
import { findDateRange } from './find-dates';
import { hasTitleWord } from './experience/has-title-word';
import { isVerbLed } from './experience/is-verb-led';
import { isDatesThenProse } from './experience/dates-then-prose';

/** A dated line naming a job and no degree ('2019 – now: Software developer, Initech'). */
function isRoleHeader(line: TextLine): boolean {
  // 'March 2019 – April 2021: I worked for Northwind Care as …': a role told after its range.
  if (!line.bullet && isDatesThenProse(line.text)) return true;
  if (line.bullet || line.text.split(/\s+/).length > 14) return false;
  // 'Honors and Awards: GPA 3.97; President’s List Fall 2014 – Present': a labelled line of the
  // school's, whatever job word it holds ('2019 – now: Developer' is labelled by its dates).
  if (/^[^:\d]{2,30}:\s/.test(line.text)) return false;
  const dates = findDateRange(line.text);
  if (!dates || dates.start === dates.end) return false;
  const rest = line.text
    .replace(dates.text, ' ')
    .replace(/^[\s:|,–—-]+/, '')
    .trim();
  if (DEGREE_WORDS.test(line.text) || !hasTitleWord(rest)) return false;
  // 'Teaching Assistant, Technion' names a job; 'Managed the 2019 – 2020 budget' is a sentence.
  const first = rest.split(/\s*(?:[,|@–—]|\s-\s|\s{2,}|\bat\b)\s*/)[0] ?? '';
  const last = first.split(/\s+/).at(-1) ?? '';
  return hasTitleWord(last) || !isVerbLed(rest);
}

/** A line that opens another school entry: a degree, or a date beside no job title. */
function isSchoolLine(line: TextLine): boolean {
  if (line.bullet) return false;
  return DEGREE_WORDS.test(line.text) || (findDateRange(line.text) !== null && !isRoleHeader(line));
}

/**
 * Work history written inside an education section (a job listed among the schools, or a
 * resume whose only heading is 'Education'): each dated line with a job title and no degree,
 * with the lines under it up to the next school entry, is moved to an experience section of its
 * own right after, so the roles are read as roles and the schools as schools.
 */
export function rolesOutOfEducation(sections: ResumeSection[]): ResumeSection[] {
  const out: ResumeSection[] = [];
  for (const section of sections) {
    if (section.kind !== 'education' || !section.lines.some(isRoleHeader)) {
      out.push(section);
      continue;
    }
    const school: TextLine[] = [];
    const work: TextLine[] = [];
    let inRole = false;
    for (const line of section.lines) {
      if (isRoleHeader(line)) inRole = true;
      else if (isSchoolLine(line)) inRole = false;
      (inRole ? work : school).push(line);
    }
    out.push({ ...section, lines: school });
    out.push({ heading: section.heading, kind: 'experience', lines: work });
  }
  return out;
}
