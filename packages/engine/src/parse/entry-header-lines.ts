import type { TextLine } from '../types';
import { headingKind } from './classify-heading';
import { containsDateRange } from './find-dates';
import { isLabelledContent } from './labelled-body-lines';
import { endsWithAbbreviation } from './ends-with-abbreviation';
import { repeatedRoleLabels } from './repeated-role-labels';

const EXPERIENCE_LIKE = new Set(['experience', 'volunteer']);

/**
 * Lines of experience-like sections that lead into a dated line ('ACME CORPORATION' or
 * 'SOFTWARE ENGINEER' above 'Jan 2020 – Present'): they head a role, so they are not section
 * headings however they are set. Sections are followed by their known heading words only.
 */
export function entryHeaderLines(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  // 'Highlights' under every role labels the roles and leaves the section open.
  const labels = repeatedRoleLabels(lines);
  let inExperience = false;
  lines.forEach((line, i) => {
    // 'Technologies used: React' inside a role is the role's, not a 'Technologies' heading.
    const labelled = inExperience && isLabelledContent(line.text);
    // A heading never starts in lowercase: 'certification tools.' ends a wrapped sentence.
    const kind =
      line.bullet || labelled || labels.has(line) || /^\p{Ll}/u.test(line.text)
        ? null
        : headingKind(line.text.replace(/:$/, ''));
    if (kind) {
      inExperience = EXPERIENCE_LIKE.has(kind);
      return;
    }
    if (!inExperience || line.bullet || containsDateRange(line.text)) return;
    // Headers are short and start with a capital or a digit; a lowercase start continues a line.
    if (!/^[\p{Lu}\p{N}]/u.test(line.text) || line.text.split(/\s+/).length > 10) return;
    if (!/\p{L}{2}/u.test(line.text)) return;
    if (/^(?:\d[\d.,]*\s*%|[$€£]\d|\d[\d.,]*\s+\p{Ll})/u.test(line.text)) return;
    if (/\.$/.test(line.text) && !endsWithAbbreviation(line.text)) return;
    const next = lines.slice(i + 1, i + 3);
    if (next.some((l) => !l.bullet && containsDateRange(l.text))) out.add(line);
    // Dates set before the title ('Aug 2022 – Present' / 'Senior Analyst' / bullets).
    const before = lines.slice(Math.max(0, i - 2), i);
    const dated = before.some((l) => !l.bullet && containsDateRange(l.text));
    if (dated && lines.slice(i + 1, i + 4).some((l) => l.bullet)) out.add(line);
  });
  return out;
}
