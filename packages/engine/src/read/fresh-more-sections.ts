import { entry, section, type OutlineSection } from './resume-outline';
import { freshStint as stint } from './fresh-stint';
import { entriesOf, first, strings, text, type Json } from './structured-fields';

/**
 * The sections of a FRESH resume after its main ones: talks, affiliations, activities, work
 * samples, languages, interests, reading, testimonials and references, each as written.
 */
export function freshMoreSections(data: Json): OutlineSection[] {
  return [
    ...section(
      'Presentations',
      entriesOf(data.speaking).map((s) => ({
        ...stint(s, text(s.title), text(s.event)),
        end: text(s.date),
      })),
    ),
    ...section(
      'Affiliations',
      entriesOf(data.affiliation).map((a) => stint(a, text(a.role), text(a.organization))),
    ),
    ...section(
      'Extracurricular Activities',
      entriesOf(data.extracurricular).map((x) => stint(x, text(x.title), text(x.activity))),
    ),
    ...section(
      'Portfolio',
      entriesOf(data.samples).map((s) => ({
        ...stint(s, text(s.title), ''),
        end: text(s.date),
        lines: strings(s.summary),
      })),
    ),
    ...section(
      'Languages',
      entriesOf(data.languages).map((l) =>
        entry({
          lines: [[text(l.language), first(l, 'level', 'fluency')].filter(Boolean).join(': ')],
        }),
      ),
    ),
    ...section(
      'Interests',
      entriesOf(data.interests).map((i) =>
        entry({
          lines: [
            [text(i.name), strings(i.keywords).join(', ')].filter(Boolean).join(': '),
            text(i.summary),
          ].filter(Boolean),
        }),
      ),
    ),
    ...section(
      'Reading',
      entriesOf(data.reading).map((r) =>
        entry({
          title: text(r.title),
          org: strings(r.author).join(', '),
          lines: strings(r.summary),
        }),
      ),
    ),
    ...section(
      'Testimonials',
      entriesOf(data.testimonials).map((t) =>
        entry({ title: text(t.name), lines: strings(t.quote) }),
      ),
    ),
    ...section(
      'References',
      entriesOf(data.references).map((r) =>
        entry({ title: text(r.name), lines: [text(r.role), text(r.summary)].filter(Boolean) }),
      ),
    ),
  ];
}
