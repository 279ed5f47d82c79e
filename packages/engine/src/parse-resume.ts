import type { ParsedResumeData, ResumeDocument, TextLine } from './types';
import { mergeWrappedLines } from './parse/merge-wrapped-lines';
import { splitSections } from './parse/split-sections';
import { workUnderUnknownHeading } from './parse/work-under-unknown-heading';
import { workAcrossPageBreak } from './parse/work-across-page-break';
import { rolesOutOfHeader } from './parse/roles-out-of-header';
import { rolesOutOfEducation } from './parse/roles-out-of-education';
import { researchPositions } from './parse/research-positions';
import {
  findEmail,
  findLinks,
  findLocation,
  findName,
  findPhone,
  splitByEmail,
} from './parse/extract-contact';
import { readExperience } from './parse/read-experience';
import { joinFormLabels } from './parse/join-form-labels';
import { tableHeaderRows } from './parse/table-header-rows';
import { entryHeaderLines } from './parse/entry-header-lines';
import { labelledBodyLines } from './parse/labelled-body-lines';
import { fieldSources } from './parse/field-sources';
import { readEducation } from './parse/read-education';
import { structuredExperience } from './read/structured-experience';
import { headingTest } from './parse/heading-test';

function skillsFrom(lines: TextLine[]): string[] {
  const items = lines
    .flatMap((l) => l.text.replace(/^[^:]{1,40}:\s*/, '').split(/\s*[,;|•·]\s*|\s{2,}/))
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((s) => s.length > 0 && s.length <= 60);
  return [...new Set(items)];
}

function summaryFrom(data: { lines: TextLine[] }[]): string | null {
  const text = data
    .flatMap((s) => s.lines.map((l) => l.text))
    .join(' ')
    .trim();
  return text || null;
}

/** Structure of the resume: contact, sections, experience entries, education and skills. */
export function parseResume(doc: ResumeDocument): ParsedResumeData {
  const read = joinFormLabels(tableHeaderRows(doc.lines));
  const roleHeaders = entryHeaderLines(read);
  const isHeading = headingTest(read, roleHeaders, labelledBodyLines(read));
  const lines = mergeWrappedLines(read, isHeading, roleHeaders);
  const sections = workAcrossPageBreak(
    workUnderUnknownHeading(
      researchPositions(rolesOutOfHeader(rolesOutOfEducation(splitSections(lines, isHeading)))),
    ),
  );
  const header =
    sections[0]?.kind === 'contact' && sections[0].heading === '' ? sections[0].lines : [];
  const contact = [
    ...header,
    ...sections.filter((s) => s.kind === 'contact' && s.heading).flatMap((s) => s.lines),
  ];
  const everything = sections.flatMap((s) => s.lines);
  const ofKind = (kind: string) => sections.filter((s) => s.kind === kind);
  const structured = doc.structured as { basics?: Record<string, unknown> } | undefined;
  const basics = structured?.basics ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const experience = readExperience(sections);

  const email = text(basics.email) ?? findEmail(contact) ?? findEmail(everything);
  const found = text(basics.name) ?? findName(header, lines);
  const name = found === null ? null : splitByEmail(found, email);
  // Contact details sit in the header, a contact section, or a footer.
  const phone =
    text(basics.phone) ??
    findPhone(contact) ??
    findPhone([...everything.slice(0, 15), ...everything.slice(-8)]);
  const location = findLocation(contact.length ? contact : everything.slice(0, 8));
  return {
    name,
    email,
    phone,
    location,
    sources: fieldSources(doc.lines, { name, email, phone, location }),
    links: findLinks(contact.length ? [...contact, ...everything] : everything),
    summary: summaryFrom(ofKind('summary')),
    sections,
    experience: structuredExperience(doc.structured) ?? experience.entries,
    education: ofKind('education').flatMap((s) => s.lines.map((l) => l.text)),
    educationEntries: readEducation(ofKind('education').flatMap((s) => s.lines)),
    skills: skillsFrom(ofKind('skills').flatMap((s) => s.lines)),
    unsure: [...(doc.unsure ?? []), ...experience.unsure],
  };
}
