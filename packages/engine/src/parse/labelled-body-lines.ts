import type { TextLine } from '../types';
import { EXPERIENCE_LIKE, headingKind, headingText } from './classify-heading';
import { isLabelledLine } from './experience/is-labelled-line';
import { isListLabel } from './experience/is-list-label';
import { containsDateRange } from './find-dates';

/** A labelled line with text after its label ('Technologies used: React, Redux'). */
export function isLabelledContent(text: string): boolean {
  return isLabelledLine(text) && /:\s*\S/.test(text);
}

/**
 * A heading's word as a label with the text after it ('Languages: Python, HCL', 'Skills: SQL')
 * inside a role, as roles list their tools: a role's line when another role's dates follow
 * before the next heading standing alone. Else it may open a section of its own.
 */
export function isHeadingLabelInRole(lines: readonly TextLine[], i: number): boolean {
  const line = lines[i]!;
  const label = /^([^:]{2,30}):\s*\S/.exec(line.text)?.[1];
  if (line.bullet || !label || headingKind(label) === null) return false;
  for (const next of lines.slice(i + 1)) {
    if (!next.bullet && !/:\s*\S/.test(next.text) && headingKind(headingText(next))) return false;
    if (containsDateRange(next.text)) return true;
  }
  return false;
}

/**
 * Lines of experience-like sections that describe a role under a label ('Technologies used:
 * React', 'Skills: SQL'): they belong to the role, so the label never opens a section of its
 * own however much it looks like a heading ('Technologies', 'Skills').
 */
export function labelledBodyLines(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  let inExperience = false;
  for (const [i, line] of lines.entries()) {
    if (
      inExperience &&
      !line.bullet &&
      (isLabelledContent(line.text) || isHeadingLabelInRole(lines, i))
    ) {
      out.add(line);
      continue;
    }
    // 'Accomplishments', 'Responsibilities:' or 'Skills Acquired' alone under a role: a label of
    // the role's body, unless it is set as the resume's section headings are (then it opens a section).
    const label = `${headingText(line)}:`;
    if (inExperience && !line.bullet && (isLabelledLine(label) || isListLabel(line.text))) {
      out.add(line);
      continue;
    }
    const kind = line.bullet ? null : headingKind(headingText(line));
    if (kind) inExperience = EXPERIENCE_LIKE.has(kind);
  }
  return out;
}
