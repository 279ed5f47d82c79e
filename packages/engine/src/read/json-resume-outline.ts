import { entry, section, type OutlineEntry, type ResumeOutline } from './resume-outline';
import { first, labelled, object, objects, strings, text, type Json } from './structured-fields';

/** 'Web Development (Master): HTML, CSS': a named group of words on one line. */
function group(name: string, level: string, words: string[]): OutlineEntry {
  const head = [name, level && `(${level})`].filter(Boolean).join(' ');
  const line = [head, words.join(', ')].filter(Boolean).join(': ');
  return entry({ lines: line ? [line] : [] });
}

function job(e: Json, kind: 'work' | 'volunteer'): OutlineEntry {
  return entry({
    kind,
    title: text(e.position),
    // v1 names the employer `name`, v0 `company`; volunteering names an `organization`.
    org: first(e, 'name', 'company', 'organization'),
    location: text(e.location),
    start: text(e.startDate),
    end: text(e.endDate),
    lines: strings(e.summary),
    // JSON Resume's description says what the organisation does ('Compression company').
    notes: strings(e.description),
    bullets: strings(e.highlights),
    links: strings(e.url ?? e.website),
  });
}

function contactOf(basics: Json): string[] {
  const location = object(basics.location);
  // The street and postal code apart from the place, so 'City, Region' reads as a location.
  const street = [text(location.address), text(location.postalCode)].filter(Boolean).join(' ');
  const place = [text(location.city), text(location.region), text(location.countryCode)];
  const profiles = objects(basics.profiles).map(
    (p) => text(p.url) || [text(p.network), text(p.username)].filter(Boolean).join(': '),
  );
  return [
    text(basics.email),
    text(basics.phone),
    first(basics, 'url', 'website'),
    place.filter(Boolean).join(', '),
    street,
    ...profiles,
  ].filter(Boolean);
}

/**
 * The outline of a JSON Resume (jsonresume.org, v1 and the older v0 field names). Sections are
 * headed by the file's own keys ('Work', 'Volunteer'), as the file names them.
 */
export function jsonResumeOutline(data: Json): ResumeOutline {
  const basics = object(data.basics);
  const list = (key: string) => objects(data[key]);
  return {
    name: text(basics.name),
    label: text(basics.label),
    contact: contactOf(basics),
    summary: strings(basics.summary),
    sections: [
      ...section(
        'Work',
        list('work').map((e) => job(e, 'work')),
      ),
      ...section(
        'Volunteer',
        list('volunteer').map((e) => job(e, 'volunteer')),
      ),
      ...section(
        'Education',
        list('education').map((e) =>
          entry({
            title: [text(e.studyType), text(e.area)].filter(Boolean).join(', '),
            org: text(e.institution),
            location: text(e.location),
            start: text(e.startDate),
            end: text(e.endDate),
            lines: [
              ...labelled('Score', strings(e.score ?? e.gpa)),
              ...labelled('Courses', strings(e.courses)),
            ],
            links: strings(e.url),
          }),
        ),
      ),
      ...section(
        'Skills',
        list('skills').map((s) => group(text(s.name), text(s.level), strings(s.keywords))),
      ),
      ...section(
        'Projects',
        list('projects').map((p) =>
          entry({
            title: text(p.name),
            org: text(p.entity),
            start: text(p.startDate),
            end: text(p.endDate),
            lines: [
              text(p.description),
              ...labelled('Type', strings(p.type)),
              ...labelled('Roles', strings(p.roles)),
              ...labelled('Keywords', strings(p.keywords)),
            ].filter(Boolean),
            bullets: strings(p.highlights),
            links: strings(p.url ?? p.website),
          }),
        ),
      ),
      ...section(
        'Awards',
        list('awards').map((a) =>
          entry({
            title: text(a.title),
            org: text(a.awarder),
            end: text(a.date),
            lines: strings(a.summary),
          }),
        ),
      ),
      ...section(
        'Certificates',
        list('certificates').map((c) =>
          entry({
            title: text(c.name),
            org: text(c.issuer),
            end: text(c.date),
            lines: strings(c.url),
          }),
        ),
      ),
      ...section(
        'Publications',
        list('publications').map((p) =>
          entry({
            title: text(p.name),
            org: text(p.publisher),
            end: text(p.releaseDate),
            lines: strings(p.summary),
            links: strings(p.url ?? p.website),
          }),
        ),
      ),
      ...section(
        'Languages',
        list('languages').map((l) => group(text(l.language), '', strings(l.fluency))),
      ),
      ...section(
        'Interests',
        list('interests').map((i) => group(text(i.name), '', strings(i.keywords))),
      ),
      ...section(
        'References',
        list('references').map((r) => entry({ title: text(r.name), lines: strings(r.reference) })),
      ),
    ],
  };
}
