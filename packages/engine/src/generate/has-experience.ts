import type { ExperienceEntry, ParsedResumeData, SectionKind } from '../types';

// Sections that say nothing of what a person did: who they are, what they claim, who vouches.
const NOT_EXPERIENCE: ReadonlySet<SectionKind> = new Set([
  'contact',
  'summary',
  'objective',
  'skills',
  'languages',
  'references',
]);

/**
 * Whether a resume has anything of what the person did to write from: a role, or any line under
 * a heading of experience, education, projects, activities, awards or the like (kept as written
 * when no role could be read from it). Without it, a generated resume could only repeat the
 * job's words around a name and a list of skills.
 */
export function hasExperience(parsed: ParsedResumeData, roles: ExperienceEntry[]): boolean {
  return (
    roles.length > 0 ||
    parsed.sections.some(
      (s) => s.heading.trim() && !NOT_EXPERIENCE.has(s.kind) && s.lines.some((l) => l.text.trim()),
    )
  );
}
