import type { ExperienceEntry, ResumeSection } from '../types';
import { yearOf } from '../parse/find-dates';
import type { LineSource } from './resume-data';
import { locateAll, type SourceIndex } from './source-index';
import { withoutFiller } from './safe-rewrite';

/** 'A, B and C'. */
const listOf = (items: string[]) =>
  items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : (items[0] ?? '');

/**
 * Whole years the roles cover, gaps left out (overlapping roles count once; 'Present' is
 * `today`), or null when the dates give less than a year or nothing to count from.
 */
export function yearsOfExperience(entries: ExperienceEntry[], today: Date): number | null {
  // Years of experience are years of work: internships, clubs and volunteering are not counted.
  const spans = entries
    .filter((e) => e.kind === 'work')
    .map((e) => ({
      start: yearOf(e.startDate),
      end: e.current ? today.getUTCFullYear() : yearOf(e.endDate),
    }))
    .flatMap(({ start, end }) =>
      start !== null && end !== null && end >= start ? [[start, end] as const] : [],
    )
    .sort((a, b) => a[0] - b[0]);
  let years = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    years += Math.max(0, end - Math.max(start, reach));
    reach = Math.max(reach, end);
  }
  return years >= 1 ? years : null;
}

/**
 * The summary: the person's own, with filler trimmed, or, when there is none, one sentence of
 * facts with sources: the latest title, the years the dates add up to, and skills the resume
 * shows. It uses no adjective the resume does not.
 */
export function writeSummary(input: {
  sections: ResumeSection[];
  entries: ExperienceEntry[];
  skills: string[];
  index: SourceIndex;
  today: Date;
}): { text: string; source: LineSource } {
  const own = input.sections.filter((s) => s.kind === 'summary').flatMap((s) => s.lines);
  if (own.length) {
    const text = withoutFiller(
      own
        .map((l) => l.text.trim())
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    return {
      text,
      source: {
        field: 'professional_summary',
        lines: locateAll(
          input.index,
          own.map((l) => l.text),
        ),
      },
    };
  }
  const latest = input.entries.find((e) => e.title.trim());
  const years = yearsOfExperience(input.entries, input.today);
  const skills = input.skills.slice(0, 3);
  const facts = [
    latest?.title.trim() ?? '',
    years ? `${latest ? 'with ' : ''}${years} years of experience` : '',
    skills.length ? `${latest || years ? 'in ' : 'Experience in '}${listOf(skills)}` : '',
  ].filter(Boolean);
  const text = facts.length ? `${facts.join(' ')}.` : '';
  const dated = input.entries.flatMap((e) => [e.startDate, e.endDate]).filter(Boolean);
  return {
    text: text.charAt(0).toUpperCase() + text.slice(1),
    source: {
      field: 'professional_summary',
      lines: locateAll(input.index, [latest?.title ?? '', ...dated, ...skills].filter(Boolean)),
      rule: years ? 'computed-years' : 'facts',
    },
  };
}
