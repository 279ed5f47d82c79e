import type { ExperienceEntry, ResumeSection, UnsurePart } from '../types';
import { experienceKindOf } from './experience-kind';
import { extractExperience } from './extract-experience';

/** Words in a section's lines, to tell an empty section from one that could not be read. */
const wordCount = (section: ResumeSection) =>
  section.lines.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0);

/**
 * The roles of every experience-like section (work, internships, volunteer, leadership, campus,
 * military), each with its kind. A section with text but no role that could be read is named
 * as unsure, so no check advises on what the reader may have got wrong.
 */
export function readExperience(sections: ResumeSection[]): {
  entries: ExperienceEntry[];
  unsure: UnsurePart[];
} {
  const entries: ExperienceEntry[] = [];
  const unsure: UnsurePart[] = [];
  for (const section of sections) {
    const kind = experienceKindOf(section);
    if (!kind) continue;
    const { entries: found, unanchored } = extractExperience(section.lines, kind);
    if (found.length === 0 && wordCount(section) >= 8) {
      unsure.push({
        section: section.heading,
        reason: 'no role (title, employer and dates) could be read from this section',
      });
    }
    if (found.length > 0 && unanchored.length > 0) {
      const ranges = unanchored.map((r) => `“${r}”`).join(', ');
      unsure.push({
        section: section.heading,
        reason: `${unanchored.length === 1 ? 'a date range' : 'date ranges'} (${ranges}) could not be tied to a role`,
      });
    }
    entries.push(...found);
  }
  return { entries, unsure };
}
