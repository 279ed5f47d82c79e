import type { TextLine } from '../types';
import { headingKind, headingText } from './classify-heading';
import { normalizeHeading } from './normalize-heading';
import { containsDateRange } from './find-dates';
import { sectionHeadings } from '../data/section-headings';

const EXACT = new Set(
  Object.values(sectionHeadings).flatMap((names) => names.map(normalizeHeading)),
);

/**
 * Headings set as list items ('• Employment', '• Education': a Word list style put on the
 * headings): list lines that are exactly a known heading, where the resume has two or more of
 * different kinds and one of them names experience or education. A single '• Leadership' in a
 * list of skills stays a skill; a single work heading stays a heading where dated lines that are
 * no list items follow it.
 */
export function listItemHeadings(lines: TextLine[]): Set<TextLine> {
  const found = lines.filter(
    (l) => l.bullet && l.text.length <= 40 && EXACT.has(normalizeHeading(headingText(l))),
  );
  const kinds = new Set(found.map((l) => headingKind(headingText(l))));
  if (kinds.size < 2 || (!kinds.has('experience') && !kinds.has('education')))
    return new Set(found.filter((l) => endsListOverWork(lines, lines.indexOf(l))));
  return new Set(found);
}

/**
 * '• Professional experience' as the last item of a list of skills, then lines that are no list
 * items with a range among the first of them: the heading of the work under it, set in the
 * list's style.
 */
function endsListOverWork(lines: TextLine[], at: number): boolean {
  if (headingKind(headingText(lines[at]!)) !== 'experience') return false;
  const next = lines.slice(at + 1, at + 7);
  return (
    next.length >= 3 &&
    next.slice(0, 3).every((l) => !l.bullet) &&
    next.some((l) => containsDateRange(l.text))
  );
}
