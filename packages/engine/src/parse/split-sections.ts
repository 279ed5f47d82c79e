import type { ResumeSection, TextLine } from '../types';
import { headingKind } from './classify-heading';
import { isRoleLineHeading } from './role-line-heading';
import { normalizeHeading } from './normalize-heading';

/**
 * Cuts the lines into sections at heading lines. What comes before the first heading is the
 * header (kind contact, empty heading).
 *
 * A known heading with no line of its own, followed by headings of no known kind ('WORK
 * EXPERIENCE', then 'Outreach.io', 'Donor Three Sixty, Inc', each over its roles), is a section
 * whose entries are set as headings: a theme that prints each employer, school or project large.
 * Those lines stay the section's, until the next known heading. A work heading with nothing
 * under it, then 'Research', parts the work by kind: that section is work too.
 */
export function splitSections(
  lines: TextLine[],
  isHeading: (line: TextLine) => boolean,
): ResumeSection[] {
  const sections: ResumeSection[] = [{ heading: '', kind: 'contact', lines: [] }];
  let entriesAsHeadings = false;
  lines.forEach((line, i) => {
    const current = sections[sections.length - 1]!;
    if (!isHeading(line)) {
      current.lines.push(line);
      return;
    }
    const heading = line.text.replace(/:$/, '').trim();
    const kind = headingKind(heading);
    // A role's own line set as a heading inside a work section stays the role's.
    const inWork = current.kind === 'experience' || current.kind === 'volunteer';
    if (
      kind === null &&
      inWork &&
      isRoleLineHeading(heading, current.lines.at(-1), lines.slice(i + 1, i + 5))
    ) {
      current.lines.push(line);
      return;
    }
    if (kind === null && current.heading && (entriesAsHeadings || current.lines.length === 0)) {
      entriesAsHeadings = true;
      current.lines.push(line);
      return;
    }
    entriesAsHeadings = false;
    // 'PROFESSIONAL EXPERIENCE' with nothing under it, then 'RESEARCH': the work parted by kind,
    // not a list of papers.
    const partOfWork =
      inWork && current.heading !== '' && current.lines.length === 0 && kind === 'publications';
    const research = partOfWork && normalizeHeading(heading) === 'research';
    sections.push({ heading, kind: research ? current.kind : (kind ?? 'other'), lines: [] });
  });
  return sections.filter((s, i) => i === 0 || s.lines.length > 0 || s.heading);
}
