// The labels of one rendered resume, from its JSON and the text its page prints. The JSON says
// what each role is; the printed text says which of it a reader can see: a theme that leaves out
// highlights, volunteering or an open end's 'Present' is not asked for them.
import {
  coveredShare,
  wordsOf,
  type LabelledRole,
  type StructureLabel,
} from '../../src/cli/match-structure';
import { companyOf, type JsonResume, type JsonResumeRole } from './json-resume';

/** What a theme prints of a role whose end is open, learned once per theme from a probe page. */
export interface ThemeHabits {
  /** Whether an open end is written as a word ('Present', 'Current'), not left blank. */
  namesOpenEnd: boolean;
}

const yearOf = (date: string | undefined) => /^(\d{4})/.exec(date ?? '')?.[1];

/** Whether every word of `text` is on the page (words as the structure matcher counts them). */
const printed = (text: string | undefined, page: string) =>
  Boolean(text) && coveredShare(text, page) === 1;

/** One role's label, with only what the page prints. */
function labelRole(role: JsonResumeRole, page: string, habits: ThemeHabits): LabelledRole | null {
  const company = companyOf(role);
  if (!printed(company, page) && !printed(role.position, page)) return null;
  const start = yearOf(role.startDate);
  const end = yearOf(role.endDate);
  return {
    title: printed(role.position, page) ? role.position! : null,
    company: printed(company, page) ? company : null,
    start: start && page.includes(start) ? role.startDate! : null,
    end: role.endDate
      ? end && page.includes(end)
        ? role.endDate
        : null
      : habits.namesOpenEnd && start
        ? 'present'
        : null,
    // Nine tenths of the words, so a theme's own punctuation or a markdown mark does not count.
    // A highlight without a word (a lone dash) could not be missed, so it is not asked for.
    bullets: (role.highlights ?? []).filter(
      (h) => wordsOf(h).length > 0 && coveredShare(h, page) >= 0.9,
    ),
  };
}

/**
 * The structure label of a resume rendered to `page` (its text as Chromium lays it out): the
 * name, every work role, and the volunteer roles when the page has a volunteering section (the
 * reader reads one as experience of kind 'volunteer').
 */
export function scaleLabel(
  resume: JsonResume,
  page: string,
  habits: ThemeHabits,
): StructureLabel & { experience: LabelledRole[] } {
  const volunteering = /\bvolunteer(ing)?\b/i.test(page) ? (resume.volunteer ?? []) : [];
  const roles = [...(resume.work ?? []), ...volunteering]
    .map((role) => labelRole(role, page, habits))
    .filter((role): role is LabelledRole => role !== null);
  return { name: resume.basics?.name ?? null, experience: roles };
}
