import type { TextLine } from '../types';
import { headingKind } from './classify-heading';
import { isLabelledLine } from './experience/is-labelled-line';
import { isListLabel } from './experience/is-list-label';

const EXPERIENCE_LIKE = new Set(['experience', 'volunteer']);

/** A labelled line with text after its label ('Technologies used: React, Redux'). */
export function isLabelledContent(text: string): boolean {
  return isLabelledLine(text) && /:\s*\S/.test(text);
}

/**
 * Lines of experience-like sections that describe a role under a label ('Technologies used:
 * React', 'Skills: SQL'): they belong to the role, so the label never opens a section of its
 * own however much it looks like a heading ('Technologies', 'Skills').
 */
export function labelledBodyLines(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  let inExperience = false;
  for (const line of lines) {
    if (inExperience && !line.bullet && isLabelledContent(line.text)) {
      out.add(line);
      continue;
    }
    // 'Accomplishments', 'Responsibilities:' or 'Skills Acquired' alone under a role: a label of
    // the role's body, unless it is set as the resume's section headings are (then it opens a section).
    const label = `${line.text.replace(/:$/, '')}:`;
    if (inExperience && !line.bullet && (isLabelledLine(label) || isListLabel(line.text))) {
      out.add(line);
      continue;
    }
    const kind = line.bullet ? null : headingKind(line.text.replace(/:$/, ''));
    if (kind) inExperience = EXPERIENCE_LIKE.has(kind);
  }
  return out;
}
