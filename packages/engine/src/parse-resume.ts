import type { ParsedResumeData, ResumeDocument, TextLine } from './types';
import { bodyFontSize } from './parse/body-font-size';
import { containsDateRange } from './parse/find-dates';
import { headingKind, isHeadingLine } from './parse/classify-heading';
import { mergeWrappedLines } from './parse/merge-wrapped-lines';
import { splitSections } from './parse/split-sections';
import { rolesOutOfHeader } from './parse/roles-out-of-header';
import { rolesOutOfEducation } from './parse/roles-out-of-education';
import {
  findEmail,
  findLinks,
  findLocation,
  findName,
  findPhone,
  splitByEmail,
} from './parse/extract-contact';
import { readExperience } from './parse/read-experience';
import { entryHeaderLines } from './parse/entry-header-lines';
import { labelledBodyLines } from './parse/labelled-body-lines';
import { listItemHeadings } from './parse/list-item-headings';
import { repeatedRoleLabels } from './parse/repeated-role-labels';
import { fieldSources } from './parse/field-sources';
import { readEducation } from './parse/read-education';
import { structuredExperience } from './read/structured-experience';

const isUpper = (text: string) => text === text.toUpperCase();
const styleOf = (line: TextLine) =>
  `${Math.round(line.fontSize * 2)}|${isUpper(line.text)}|${line.emphasis}`;
// A heading never starts in lowercase: 'work each month' is the end of a wrapped bullet.
const isKnownHeading = (line: TextLine) =>
  !line.bullet &&
  line.text.length <= 60 &&
  !/^\p{Ll}/u.test(line.text) &&
  headingKind(line.text.replace(/:$/, '')) !== null;

const EXPERIENCE_LIKE = new Set(['experience', 'volunteer']);
const kindOf = (line: TextLine) => headingKind(line.text.replace(/:$/, '')) ?? '';

/**
 * Decides which lines are section headings. Known heading words always are; other short lines
 * are when they look like this resume's own known headings (same size, case and weight), which
 * catches custom sections ('Invited Talks') without taking job titles for headings.
 */
function headingTest(
  lines: TextLine[],
  roleHeaders: Set<TextLine>,
  roleBody: Set<TextLine>,
): (line: TextLine) => boolean {
  const body = bodyFontSize(lines);
  const largest = Math.max(0, ...lines.map((l) => l.fontSize));
  const first = lines[0];
  const headingStyles = new Set(
    lines.filter((l) => l.fontSize > body && isKnownHeading(l)).map(styleOf),
  );
  const listed = listItemHeadings(lines);
  const headerPlaces = new Set([...roleHeaders].filter((l) => l.line).map(placeOf));
  const repeated = repeatedRoleLabels(lines);
  // How this resume sets the headings of its experience sections: a role's 'Accomplishments'
  // set the same way is a section after all (a skill group set like it, 'Languages', says
  // nothing of how sections are set).
  const sectionStyles = new Set(
    lines
      .filter((l) => isKnownHeading(l) && !roleBody.has(l) && EXPERIENCE_LIKE.has(kindOf(l)))
      .map(styleOf),
  );
  // Headings of this resume's own, known ones ('Work', 'Volunteer'), none in capitals: a line
  // in capitals alone ('CGNAT' between blank lines) is then no heading by its capitals.
  const known = lines.filter((l) => isKnownHeading(l) && !roleBody.has(l));
  const capitalsHeadNothing = known.length >= 1 && !known.some((l) => isCapitals(l.text));
  // How this resume sets its roles' header lines, where no known heading is set so: a line set
  // the same way ('Banco Covalto' in the bold of the titles, over its roles) heads a role too.
  const roleStyles = stylesOfRoles(roleHeaders, known, body);
  // Such a line heads a role only with dates within six lines on, past a long note on the
  // employer ('The Fedora Project' in bold over sentences is no role's header, and may head a
  // section of its own); known by its place, as it may come back joined to the line it ran onto.
  const datesSoon = new Set(
    lines
      .filter((_, i) =>
        lines.slice(i + 1, i + 7).some((l) => !l.bullet && containsDateRange(l.text)),
      )
      .map(placeOf),
  );

  return (line) => {
    if (repeated.has(line)) return false;
    if (roleBody.has(line))
      return !/:\s*\S/.test(line.text) && isKnownHeading(line) && sectionStyles.has(styleOf(line));
    if (isKnownHeading(line) || listed.has(line)) return true;
    // A role's header line stays one when the line it ran onto is joined to it.
    if (roleHeaders.has(line) || (line.joined && headerPlaces.has(placeOf(line)))) return false;
    if (roleStyles.has(styleOf(line)) && datesSoon.has(placeOf(line))) return false;
    // The name at the top (first line, or the largest type) is not a section heading.
    if (line === first || (largest > 0 && line.fontSize === largest && line.page === 1))
      return false;
    const words = line.text.split(/\s+/).length;
    if (
      headingStyles.has(styleOf(line)) &&
      words <= 8 &&
      !/[.;]$/.test(line.text) &&
      /^\p{Lu}/u.test(line.text)
    ) {
      return !/@|\d{3}|[|•·]/.test(line.text);
    }
    if (capitalsHeadNothing && isCapitals(line.text) && !line.emphasis && line.fontSize <= body)
      return false;
    return isHeadingLine(line, body);
  };
}

/**
 * The styles (size, case, weight) of two or more role header lines set larger or bolder than
 * the body, and of known headings at most a third as often: a skill group named 'Languages' set
 * as the titles are heads no section.
 */
function stylesOfRoles(roleHeaders: Set<TextLine>, known: TextLine[], body: number): Set<string> {
  const counts = new Map<string, number>();
  for (const line of roleHeaders) {
    // Set like the body, a line's style tells nothing of what it heads.
    if (!line.emphasis && line.fontSize <= body) continue;
    counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + 1);
  }
  const headings = (style: string) => known.filter((l) => styleOf(l) === style).length;
  return new Set(
    [...counts].filter(([style, n]) => n >= 2 && n > 2 * headings(style)).map(([style]) => style),
  );
}

/** Where a line stands in the document, as page and line. */
const placeOf = (line: TextLine) => `${line.page}:${line.line ?? ''}`;

/** A line in capitals ('EXPERIENCE', 'CGNAT'), with at least two letters. */
const isCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
};

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
  const roleHeaders = entryHeaderLines(doc.lines);
  const isHeading = headingTest(doc.lines, roleHeaders, labelledBodyLines(doc.lines));
  const lines = mergeWrappedLines(doc.lines, isHeading, roleHeaders);
  const sections = rolesOutOfHeader(rolesOutOfEducation(splitSections(lines, isHeading)));
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
