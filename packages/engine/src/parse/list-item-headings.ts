import type { TextLine } from '../types';
import { headingKind, headingText } from './classify-heading';
import { normalizeHeading } from './normalize-heading';
import { sectionHeadings } from '../data/section-headings';

const EXACT = new Set(
  Object.values(sectionHeadings).flatMap((names) => names.map(normalizeHeading)),
);

/**
 * Headings set as list items ('• Employment', '• Education': a Word list style put on the
 * headings): list lines that are exactly a known heading, where the resume has two or more of
 * different kinds and one of them names experience or education. A single '• Leadership' in a
 * list of skills stays a skill.
 */
export function listItemHeadings(lines: TextLine[]): Set<TextLine> {
  const found = lines.filter(
    (l) => l.bullet && l.text.length <= 40 && EXACT.has(normalizeHeading(headingText(l))),
  );
  const kinds = new Set(found.map((l) => headingKind(headingText(l))));
  if (kinds.size < 2 || (!kinds.has('experience') && !kinds.has('education'))) return new Set();
  return new Set(found);
}
