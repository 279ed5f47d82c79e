import type { ParsedResumeData, ResumeDocument } from '../types';
import { findSkillMentions, type SkillMention } from '../skills/find-skills';

/** One line of the resume with its section and the skills it names. */
export interface ResumeLine {
  text: string;
  /** The heading of its section as written; '' before the first heading. */
  section: string;
  /** The line sits under a dated role (experience, projects, volunteering), not in a list. */
  inRole: boolean;
  mentions: SkillMention[];
}

// Sections whose lines describe work done: a skill shown there was used, not only listed.
const ROLE_SECTIONS = new Set(['experience', 'projects', 'volunteer']);

/**
 * The resume's lines in order, as the parser joined them (a bullet a PDF wrapped is one line),
 * each with its section's heading and the skills it names, found once here so every skill of
 * the job is looked up without reading the text again.
 */
export function resumeLines(document: ResumeDocument, parsed: ParsedResumeData): ResumeLine[] {
  const fromSections = parsed.sections.flatMap((section) =>
    section.lines.map((line) => ({
      text: line.text.trim(),
      section: section.heading.trim(),
      inRole: ROLE_SECTIONS.has(section.kind),
    })),
  );
  const lines = fromSections.length
    ? fromSections
    : document.lines.map((line) => ({ text: line.text.trim(), section: '', inRole: false }));
  return lines
    .filter((line) => line.text)
    .map((line) => ({ ...line, mentions: findSkillMentions(line.text) }));
}
