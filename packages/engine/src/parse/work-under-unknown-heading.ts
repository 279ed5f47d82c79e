import type { ResumeSection } from '../types';
import { extractExperience } from './extract-experience';
import { hasTitleWord } from './experience/has-title-word';
import { findDateRange, holdsDateRange } from './find-dates';

/** Dated roles a section must read as, to be taken for work history under a heading we lack. */
const MIN_ROLES = 2;

/** Whether a section's lines read as roles: two dated ones or more, most of them named as jobs. */
function readsAsWork(section: ResumeSection, least = MIN_ROLES): boolean {
  const dated = extractExperience(section.lines).entries.filter((e) => e.startDate || e.endDate);
  const jobs = dated.filter((e) => hasTitleWord(`${e.title} ${e.company}`));
  return dated.length >= least && jobs.length * 2 >= dated.length && jobs.length >= least;
}

/**
 * Work history under a heading of no kind we know ('Where I Have Made a Difference'), in a
 * resume with no work section at all: a section of no known kind whose lines read as dated
 * roles named as jobs is the work section, so the roles are read, not lost.
 */
export function workUnderUnknownHeading(sections: ResumeSection[]): ResumeSection[] {
  if (sections.some((s) => s.kind === 'experience')) return sections;
  return sections.flatMap((s, i) =>
    i > 0 && s.kind === 'other' && readsAsWork(s)
      ? [{ ...s, kind: 'experience' as const }]
      : (workAfterSummary(s) ?? [s]),
  );
}

/**
 * Work set straight under the summary, its own heading missing (or drawn as a picture): a summary
 * whose opening lines hold no dates, then a block that reads as dated roles named as jobs, is cut
 * in two, the opening kept as the summary and the rest read as the work section. A summary whose
 * first line opens a dated role named as a job is all work.
 */
function workAfterSummary(section: ResumeSection): ResumeSection[] | null {
  if (section.kind !== 'summary') return null;
  const { lines } = section;
  // 'Career summary' over a dated role from its first line: the heading names the work history.
  if (lines[0] && !lines[0].bullet && holdsDateRange(lines[0].text) && readsAsWork(section, 1))
    return [{ ...section, kind: 'experience' }];
  const cut = lines.findIndex((l, i) => i > 0 && (l.emphasis || l.spaceBefore === true));
  if (cut < 0 || lines.slice(0, cut).some((l) => findDateRange(l.text))) return null;
  const work: ResumeSection = { heading: '', kind: 'experience', lines: lines.slice(cut) };
  return readsAsWork(work) ? [{ ...section, lines: lines.slice(0, cut) }, work] : null;
}
