import type { ResumeSection, SectionKind, TextLine } from '../types';
import { extractExperience } from './extract-experience';
import { findDateRange } from './find-dates';
import { hasTitleWord } from './experience/has-title-word';

/**
 * Sections that list things, which a page's sidebar carries on over the break; a list line
 * that opens with a projects heading's word ('Portfolio Website Platforms') is taken for one.
 */
const LIST_KINDS: ReadonlySet<SectionKind> = new Set([
  'skills',
  'projects',
  'languages',
  'interests',
  'certifications',
  'awards',
  'other',
]);

const dated = (line: TextLine) => findDateRange(line.text) !== null;

/**
 * The sizes the work section's dated lines are set in, or none where the reader knows no size
 * (only a PDF's text says how large a line is).
 */
function datedSizes(section: ResumeSection): Set<number> {
  return new Set(section.lines.filter((l) => l.fontSize > 0 && dated(l)).map((l) => l.fontSize));
}

/**
 * Where a sidebar's list section, read after the work section, runs on into the work section's
 * next page: the first line on a later page than the work section's last one, dated and set in
 * the size of the work section's dated lines, that the list's own lines are not set in; -1 when
 * there is none.
 */
function continuationStart(list: ResumeSection, work: ResumeSection, sizes: Set<number>): number {
  const lastPage = work.lines.at(-1)?.page ?? 0;
  const listSizes = new Set(list.lines.slice(0, 3).map((l) => l.fontSize));
  return list.lines.findIndex(
    (l) => l.page > lastPage && dated(l) && sizes.has(l.fontSize) && !listSizes.has(l.fontSize),
  );
}

/** Whether lines read as work: one dated role or more, each named with a job's word. */
function readsAsRoles(lines: TextLine[]): boolean {
  const roles = extractExperience(lines).entries.filter((e) => e.startDate || e.endDate);
  return roles.length > 0 && roles.every((e) => hasTitleWord(`${e.title} ${e.company}`));
}

/**
 * A two-column PDF whose work runs over a page break: the reader takes the sidebar first, so the
 * next page's roles follow the sidebar's last list ('Tools', 'Skills') under its heading. Where
 * such a list's tail is set as the work section's dated headers are, on a later page, and reads
 * as roles, it is cut off and read as the work section's own continuation.
 */
export function workAcrossPageBreak(sections: ResumeSection[]): ResumeSection[] {
  const workAt = sections.findIndex((s) => s.kind === 'experience');
  const work = sections[workAt];
  if (!work) return sections;
  const sizes = datedSizes(work);
  if (sizes.size === 0) return sections;
  return sections.flatMap((section, i) => {
    if (i <= workAt || !LIST_KINDS.has(section.kind)) return [section];
    const at = continuationStart(section, work, sizes);
    if (at <= 0 || !readsAsRoles(section.lines.slice(at))) return [section];
    return [
      { ...section, lines: section.lines.slice(0, at) },
      { heading: work.heading, kind: 'experience', lines: section.lines.slice(at) },
    ];
  });
}
