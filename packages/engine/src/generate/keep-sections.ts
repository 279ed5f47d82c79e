import type { EducationEntry, ParsedResumeData, ResumeSection, SectionKind } from '../types';
import { experienceKindOf } from '../parse/experience-kind';
import { educationLine, PAGE_NUMBER } from '../parse/read-education';
import type { ExtraSection, LineSource } from './resume-data';
import { locateAll, type SourceIndex } from './source-index';

// Sections the generator writes itself: the rest are kept as the person wrote them.
const WRITTEN: ReadonlySet<SectionKind> = new Set(['contact', 'summary', 'education', 'skills']);

/** The person's education: structured entries when it reads as schools, else its lines. */
export function keepEducation(
  parsed: ParsedResumeData,
  index: SourceIndex,
): { entries: EducationEntry[] | undefined; lines: string[]; sources: LineSource[] } {
  const entries = parsed.educationEntries ?? undefined;
  if (!entries) {
    return {
      entries: undefined,
      lines: parsed.education,
      sources: parsed.education.map((line, i) => ({
        field: `education.${i}`,
        lines: locateAll(index, [line]),
      })),
    };
  }
  return {
    entries,
    lines: entries.map(educationLine),
    sources: entries.flatMap((e, i) => {
      const header = locateAll(index, [e.degree, e.school, e.location, e.dates]);
      return [
        { field: `education.${i}`, lines: header },
        { field: `education_entries.${i}`, lines: header },
        ...[...e.honours, ...e.details].map((line, j) => ({
          field: `education_entries.${i}.lines.${j}`,
          lines: locateAll(index, [line]),
        })),
      ];
    }),
  };
}

/**
 * Every other section the resume has (certifications, projects, awards, languages...), under
 * its own heading, line by line as written. An experience section no role could be read from
 * is kept the same way, so nothing the person wrote is lost.
 */
export function keepSections(
  parsed: ParsedResumeData,
  index: SourceIndex,
  /** Sections already written as roles (an 'Activities' list of dated roles). */
  asRoles: ReadonlySet<ResumeSection> = new Set(),
): { sections: ExtraSection[]; sources: LineSource[] } {
  const unsure = new Set(parsed.unsure.map((u) => u.section));
  const sections: ExtraSection[] = [];
  const sources: LineSource[] = [];
  for (const section of parsed.sections) {
    if (WRITTEN.has(section.kind) || !section.heading.trim() || asRoles.has(section)) continue;
    if (experienceKindOf(section) && !unsure.has(section.heading)) continue;
    const lines = section.lines.map((l) => l.text.trim()).filter((l) => l && !PAGE_NUMBER.test(l));
    if (!lines.length) continue;
    const i = sections.length;
    sections.push({ heading: section.heading.trim().replace(/:$/, ''), lines });
    sources.push(
      { field: `sections.${i}`, lines: locateAll(index, [section.heading]), rule: 'heading' },
      ...lines.map((line, j) => ({
        field: `sections.${i}.lines.${j}`,
        lines: locateAll(index, [line]),
      })),
    );
  }
  return { sections, sources };
}
