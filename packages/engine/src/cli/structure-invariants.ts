// Invariants of a reading that need no labels (issue #23): they hold for every file of every
// set, so they can be checked on files nobody has labelled.
import type { ExperienceEntry, ParsedResumeData } from '../types';
import { experienceKindOf } from '../parse/experience-kind';
import { findDateRange } from '../parse/find-dates';
import { isLabelledLine } from '../parse/experience/is-labelled-line';
import { isTechList } from '../parse/experience/is-tech-list';
import { isVerbLed } from '../parse/experience/is-verb-led';

/** One broken invariant, in words a person reads. */
export interface InvariantBreak {
  rule: 'section-without-role' | 'range-without-role' | 'range-with-two-roles' | 'described-header';
  detail: string;
}

/**
 * Whether a role's dates are this range, or hold it where the reader put back a range broken
 * over two lines ('August' above '2019 – January 2022' gives 'August 2019').
 */
function ownsRange(role: ExperienceEntry, start: string, end: string): boolean {
  return role.startDate.endsWith(start) && role.endDate.startsWith(end);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Checks a parsed resume against the reading's invariants: an experience-like section with text
 * yields a role or an `unsure` entry; each date range on a short line of such a section (not a
 * bullet) is some role's dates, or is named in `unsure`, and no two roles share one line's
 * range; no role's title or company is a labelled line ('Description: …') or a technology list.
 */
export function structureInvariants(parsed: ParsedResumeData): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const unsureText = parsed.unsure.map((u) => `${u.section} ${u.reason}`).join('\n');
  // Structured files (JSON Resume, FRESH) take their roles from the data, not from lines.
  const fromLines = parsed.experience.every((e) => e.source !== null);
  for (const section of parsed.sections) {
    if (!experienceKindOf(section) || !fromLines) continue;
    const text = section.lines.map((l) => l.text).join(' ');
    const roles = parsed.experience.filter((e) =>
      section.lines.some((l) => e.source && l.page === e.source.page && l.line === e.source.line),
    );
    if (roles.length === 0 && words(text) >= 8 && !unsureText.includes(section.heading))
      breaks.push({ rule: 'section-without-role', detail: section.heading });
    for (const line of section.lines) {
      const range = findDateRange(line.text);
      if (!range || range.start === range.end || line.bullet || words(line.text) > 14) continue;
      // 'Led the 2019 – 2020 migration' is an achievement naming years, not a role's dates.
      if (isVerbLed(line.text.replace(range.text, ' ').trim())) continue;
      const owns = (e: ExperienceEntry) => ownsRange(e, range.start, range.end);
      const owners = roles.filter(owns).length;
      const anywhere = parsed.experience.some(owns);
      if (!anywhere && !unsureText.includes(range.text))
        breaks.push({ rule: 'range-without-role', detail: `${section.heading}: ${line.text}` });
      const lines = section.lines.filter((l) => findDateRange(l.text)?.text === range.text).length;
      if (owners > lines)
        breaks.push({ rule: 'range-with-two-roles', detail: `${section.heading}: ${range.text}` });
    }
  }
  for (const role of parsed.experience) {
    for (const field of [role.title, role.company]) {
      if (field && (isLabelledLine(field) || isTechList(field)))
        breaks.push({ rule: 'described-header', detail: field });
    }
  }
  return breaks;
}
