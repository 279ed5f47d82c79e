import type { ExperienceEntry, ParsedResumeData, ResumeSection } from '../types';
import { extractExperience } from '../parse/extract-experience';

// Headings of sections that hold a student's or member's roles without saying 'experience':
// 'Activities', 'Involvement', 'Student Organizations', 'Clubs and Organizations'.
const ACTIVITY_HEADING =
  /\b(activit(?:y|ies)|involvement|organi[sz]ations?|clubs?|societ(?:y|ies)|athletics|student)\b/i;

/**
 * Roles held in activity sections the parser files as interests or other ('Activities',
 * 'Student Organizations'): read with the same entry grammar as work, and kept only when dated,
 * so a list of hobbies or memberships stays a list. A recruiter reads a dated 'President,
 * Future Teachers Club' as a role like any other.
 */
export function activityRoles(parsed: ParsedResumeData): {
  entries: ExperienceEntry[];
  sections: Set<ResumeSection>;
} {
  const entries: ExperienceEntry[] = [];
  const sections = new Set<ResumeSection>();
  for (const section of parsed.sections) {
    if (section.kind !== 'interests' && section.kind !== 'other') continue;
    if (!ACTIVITY_HEADING.test(section.heading)) continue;
    const found = extractExperience(section.lines, 'campus').entries;
    // Every entry dated and named, or the section is not a list of roles.
    if (!found.length || !found.every((e) => e.duration && (e.title || e.company))) continue;
    entries.push(...found);
    sections.add(section);
  }
  return { entries, sections };
}
