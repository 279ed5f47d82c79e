import { findSkillMentions } from '../skills/find-skills';
import { numbersIn } from './is-safe-edit';
import { TRAITS } from '../data/trait-words';
import type { JobAnalysis } from './analyze-job';
import type { LineSource } from './resume-data';
import { locate, type SourceIndex } from './source-index';

// Words that make a phrase a person ('data analyst') rather than a skill: such wordings are
// kept out of the competencies, which name skills.
const ROLE_NOUNS =
  /\b(analyst|engineer|developer|manager|designer|accountant|nurse|scientist|administrator|architect|specialist|consultant|technician|officer|writer|tester|assistant|clerk|supervisor)s?$/i;

/**
 * How a matched keyword is written in the competencies: in the job's own words when they name
 * the skill ('Postgres', 'code reviews'), else by its canonical name ('Data analysis' rather
 * than 'data analyst' or 'analyzing data').
 */
export function competencyName(keyword: { term: string; phrase: string }): string {
  const phrase = keyword.phrase.trim();
  const words = phrase.split(/\s+/);
  if (ROLE_NOUNS.test(phrase) || (words.length > 1 && /ing$/i.test(words[0]!))) return keyword.term;
  return phrase;
}

/** The skills part of a generated resume, with each item's source. */
export interface ChosenSkills {
  competencies: string[];
  skills: string[];
  /** The competencies as the resume writes them, the job's first (for the summary). */
  shown: string[];
  sources: LineSource[];
}

const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Competencies and skills from what the resume shows. Hard skills of the taxonomy go into the
 * competencies, the job's first, in the job's wording; the Skills section is the person's own
 * list as written, then the taxonomy's skills the rest of the resume shows, abilities in soft
 * terms last. Traits ('Driven', 'Passion') are never listed, and nothing comes from the job alone.
 */
export function chooseSkills(input: {
  text: string;
  ownSkills: string[];
  job: JobAnalysis;
  index: SourceIndex;
}): ChosenSkills {
  const all = findSkillMentions(input.text).filter((m) => !TRAITS.has(m.entry.name));
  const mentions = all.filter((m) => m.entry.kind !== 'soft');
  // Abilities the person shows in soft terms ('Teamwork', 'Time management') are listed after
  // the hard skills, in Skills only; the competencies name hard skills.
  const soft = all.filter((m) => m.entry.kind === 'soft');
  const byName = new Map(mentions.map((m) => [m.entry.name, m.term]));
  const matched = input.job.keywords.filter((k) => byName.has(k.term));
  const matchedNames = new Set(matched.map((k) => k.term));
  // A name that carries a number the resume's wording lacks ('3D rendering' for 'rendering')
  // claims more than the resume does.
  const fair = (c: { text: string; term: string }) =>
    numbersIn(c.text).every((n) => numbersIn(c.term).includes(n));
  const competencies = [
    ...matched.map((k) => ({ text: competencyName(k), term: byName.get(k.term)! })),
    ...mentions
      .filter((m) => !matchedNames.has(m.entry.name))
      .map((m) => ({ text: m.entry.name, term: m.term })),
  ]
    .filter(fair)
    .slice(0, 12);
  const own = input.ownSkills.map((s) => s.trim()).filter(Boolean);
  // The person's list already names a skill when it holds the words the resume uses for it.
  const ownText = ` ${norm(own.join(' , '))} `;
  // In the job's words where the job names the skill: an ATS searches for those.
  const jobWords = new Map(input.job.keywords.map((k) => [k.term, competencyName(k)]));
  const more = [...mentions, ...soft]
    .filter((m) => !ownText.includes(norm(m.entry.name)) && !ownText.includes(norm(m.term)))
    .map((m) => ({ text: jobWords.get(m.entry.name) ?? m.entry.name, term: m.term }));
  const skills = [...own.map((s) => ({ text: s, term: s })), ...more.filter(fair)];
  const lines = (term: string) => locate(input.index, term)?.lines ?? [];
  return {
    competencies: competencies.map((c) => c.text),
    skills: skills.map((s) => s.text),
    shown: competencies.map((c) => c.term),
    sources: [
      ...competencies.map((c, i) => ({
        field: `core_competencies.${i}`,
        lines: lines(c.term),
        rule: 'skills-taxonomy',
      })),
      ...skills.map((s, i) => ({ field: `skills.${i}`, lines: lines(s.term) })),
    ],
  };
}
