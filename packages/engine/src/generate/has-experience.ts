import type { ParsedResumeData, SectionKind } from '../types';

// Sections that hold what a person did: roles the grammar may not have read, projects.
const EXPERIENCE_LIKE: ReadonlySet<SectionKind> = new Set(['experience', 'volunteer', 'projects']);

/**
 * Whether a resume has any experience to write from: a role read as such, or any line under an
 * experience, volunteer or projects heading (kept as written when no role could be read from
 * it). Without either, a generated resume could only be the job's words.
 */
export function hasExperience(parsed: ParsedResumeData): boolean {
  return (
    parsed.experience.length > 0 ||
    parsed.sections.some((s) => EXPERIENCE_LIKE.has(s.kind) && s.lines.some((l) => l.text.trim()))
  );
}
