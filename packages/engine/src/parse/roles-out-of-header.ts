import type { ResumeSection, TextLine } from '../types';
import { findDateRange } from './find-dates';
import { hasTitleWord } from './experience/has-title-word';

/** A short line with no list glyph, no contact detail and a job's word ('IT Support Engineer | Amazon'). */
function namesJob(line: TextLine | undefined): boolean {
  if (!line || line.bullet || line.text.split(/\s+/).length > 12) return false;
  if (/@|https?:|www\.|\d{3}[\s.-]?\d{3}/.test(line.text)) return false;
  return hasTitleWord(line.text);
}

/** Whether the line at `i` holds a range of dates (not one date) that heads a role. */
function dated(lines: TextLine[], i: number): boolean {
  const line = lines[i]!;
  const dates = findDateRange(line.text);
  if (line.bullet || !dates || dates.start === dates.end) return false;
  return namesJob(line) || namesJob(lines[i - 1]) || namesJob(lines[i - 2]);
}

/**
 * Work history with no heading over it ('Terrel Brinkley', contact lines, a summary, then 'IT
 * Support Engineer | Amazon' over 'June 2022 to Present'), in a resume with no experience
 * section at all: from the first of two or more dated roles in the header on, the lines are an
 * experience section of their own, so the roles are read as roles.
 */
export function rolesOutOfHeader(sections: ResumeSection[]): ResumeSection[] {
  const [header, ...rest] = sections;
  if (!header || header.kind !== 'contact' || header.heading !== '') return sections;
  if (sections.some((s) => s.kind === 'experience')) return sections;
  const lines = header.lines;
  const anchors = lines.flatMap((_, i) => (dated(lines, i) ? [i] : []));
  if (anchors.length < 2) return sections;
  const first = anchors[0]!;
  // The role's header starts at its line naming the job: the dated line, or one of two above.
  const from = [first, first - 1, first - 2].find((j) => namesJob(lines[j])) ?? first;
  return [
    { ...header, lines: lines.slice(0, from) },
    { heading: '', kind: 'experience', lines: lines.slice(from) },
    ...rest,
  ];
}
