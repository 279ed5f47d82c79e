import { entry, section, type OutlineEntry, type ResumeOutline } from './resume-outline';
import {
  entriesOf,
  first,
  labelled,
  object,
  objects,
  strings,
  text,
  type Json,
} from './structured-fields';
import { freshStint as stint } from './fresh-stint';
import { freshMoreSections } from './fresh-more-sections';

function contactOf(data: Json): string[] {
  const contact = object(data.contact);
  const location = object(data.location);
  const street = [text(location.address), text(location.code)].filter(Boolean).join(' ');
  const place = [text(location.city), text(location.region), text(location.country)];
  return [
    text(contact.email),
    text(contact.phone),
    text(contact.website),
    ...objects(contact.other).map((o) => text(o.value)),
    place.filter(Boolean).join(', '),
    street,
    ...entriesOf(data.social).map((s) => first(s, 'url', 'user')),
  ].filter(Boolean);
}

function skills(data: Json): OutlineEntry[] {
  const holder = object(data.skills);
  const sets = objects(holder.sets).map((s) => {
    const head = [text(s.name), text(s.level) && `(${text(s.level)})`].filter(Boolean).join(' ');
    return entry({ lines: [[head, strings(s.skills).join(', ')].filter(Boolean).join(': ')] });
  });
  const single = objects(holder.list ?? holder.items).map((s) =>
    entry({
      lines: [
        [text(s.name), text(s.level), text(s.years) && `${text(s.years)} years`, text(s.summary)]
          .filter(Boolean)
          .join(' – '),
      ],
    }),
  );
  return [...sets, ...single];
}

/**
 * The outline of a FRESH resume (fresh-standard, 0.x `history` lists and 1.0 `items`). Sections
 * are headed by the file's own keys where a resume would use them ('Employment', 'Recognition'),
 * otherwise by the usual heading for what they hold ('Service' as 'Volunteer Service').
 */
export function freshResumeOutline(data: Json): ResumeOutline {
  const info = object(data.info);
  const summaryOf = (key: string) => strings(object(data[key]).summary);
  const service = entriesOf(data.service).map((e) =>
    stint(
      e,
      text(e.position),
      text(e.organization),
      /military/i.test(text(e.category)) ? 'military' : 'volunteer',
    ),
  );
  return {
    name: text(data.name),
    label: first(info, 'label', 'class', 'characterClass'),
    contact: contactOf(data),
    summary: [...strings(info.brief), ...strings(info.quote)],
    sections: [
      ...section(
        'Employment',
        entriesOf(data.employment).map((e) =>
          stint(e, text(e.position), first(e, 'employer', 'company'), 'work'),
        ),
        summaryOf('employment'),
      ),
      ...section(
        'Volunteer Service',
        service.filter((e) => e.kind === 'volunteer'),
        summaryOf('service'),
      ),
      ...section(
        'Military Experience',
        service.filter((e) => e.kind === 'military'),
      ),
      ...section(
        'Leadership Experience',
        entriesOf(data.governance).map((e) =>
          stint(e, text(e.role), text(e.organization), 'leadership'),
        ),
        summaryOf('governance'),
      ),
      ...section(
        'Education',
        entriesOf(data.education).map((e) => ({
          ...stint(
            e,
            text(e.title) || [text(e.studyType), text(e.area)].filter(Boolean).join(', '),
            text(e.institution),
          ),
          lines: [
            text(e.summary),
            ...labelled('Grade', strings(e.grade)),
            ...labelled('Courses', strings(e.curriculum)),
          ].filter(Boolean),
        })),
        summaryOf('education'),
      ),
      ...section('Skills', skills(data)),
      ...section(
        'Projects',
        entriesOf(data.projects).map((p) => {
          const base = stint(p, text(p.title), text(p.role));
          const kind = labelled('Category', strings(p.category));
          return { ...base, lines: [text(p.description), ...kind, ...base.lines].filter(Boolean) };
        }),
        summaryOf('projects'),
      ),
      ...section(
        'Recognition',
        entriesOf(data.recognition).map((r) =>
          entry({
            title: text(r.title),
            org: text(r.from),
            end: text(r.date),
            lines: strings(r.summary),
          }),
        ),
      ),
      ...section(
        'Publications',
        entriesOf(data.writing).map((w) =>
          entry({
            title: text(w.title),
            org: text(w.publisher) || text(object(w.publisher).name),
            end: text(w.date),
            lines: strings(w.summary),
            links: strings(w.url),
          }),
        ),
      ),
      ...freshMoreSections(data),
    ],
  };
}
