import type { ResumeSection, TextLine } from '../types';
import { findDateRange } from './find-dates';
import { hasTitleWord } from './experience/has-title-word';
import { normalizeHeading } from './normalize-heading';

/** A position's own short line ('Research Intern', 'Principal Investigator'), no list item. */
const isPositionLine = (line: TextLine | undefined) =>
  line !== undefined &&
  !line.bullet &&
  // Six words at most; eight where a bar sets the title apart from the place ('Research Intern | Lakeside Lab - University').
  line.text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <=
    (/\s\|\s/.test(line.text) ? 8 : 6) &&
  !findDateRange(line.text) &&
  (hasTitleWord(line.text) || FUNDED_POST.test(line.text));

// A post held on a research grant ('Research Scholarship | Lakeside Institute', as Portuguese and
// Spanish researchers name a 'bolsa'), in a research section only: elsewhere a scholarship is an
// award.
const FUNDED_POST = /^research\s+(?:scholarship|fellowship|grant)\b/i;

/** A position's line with the next line dated ('IMETTYB – CONICET · 2022'). */
const opensPosition = (lines: TextLine[], i: number) =>
  isPositionLine(lines[i]) &&
  !lines[i + 1]?.bullet &&
  findDateRange(lines[i + 1]?.text ?? '') !== null;

/**
 * A section headed 'Research' or 'Scientific Research' is read as papers, but some list the
 * positions held in research ('International Research Intern' over 'Barcelona Institute for
 * Global Health · 2024'). Where two or more of its entries open with a job's title over a dated
 * line, the section is one of positions, and its roles are read. A heading that names papers
 * ('Publications', 'Research Papers') is left as it is.
 */
export function researchPositions(sections: ResumeSection[]): ResumeSection[] {
  return sections.map((section) => {
    const heading = normalizeHeading(section.heading);
    if (section.kind !== 'publications' || !/\bresearch\b/.test(heading)) return section;
    if (/\b(?:publications?|papers?|articles?|interests?)\b/.test(heading)) return section;
    const positions = section.lines.filter((_, i) => opensPosition(section.lines, i)).length;
    return positions >= 2 ? { ...section, kind: 'experience' } : section;
  });
}
