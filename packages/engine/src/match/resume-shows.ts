import type { JobAnalysis } from '../generate/analyze-job';
import { seniorityOf } from '../generate/analyze-job';
import { DEGREE_PATTERNS } from '../generate/ats-score';
import { yearsOfExperience } from '../generate/write-summary';
import type { ParsedResumeData } from '../types';

/** Degree levels, lowest first: a higher degree meets an ask for a lower one. */
export const DEGREE_LEVELS = [
  "Associate's degree",
  "Bachelor's degree",
  "Master's degree",
  'PhD',
] as const;

/** Seniorities, lowest first. */
export const SENIORITY_LEVELS: Array<NonNullable<JobAnalysis['seniority']>> = [
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'executive',
];

/** What the resume shows of experience and education, for comparing with what a job asks. */
export interface ResumeShows {
  years: number | null;
  /** From the latest work title; null when it names no level. */
  seniority: JobAnalysis['seniority'];
  latestTitle: string | null;
  titles: string[];
  /** The highest degree level the education section names. */
  degree: (typeof DEGREE_LEVELS)[number] | null;
}

/** Years (dated work roles, gaps left out), the latest title's level and the highest degree. */
export function resumeShows(parsed: ParsedResumeData, today: Date): ResumeShows {
  const work = parsed.experience.filter((e) => e.kind === 'work' && e.title);
  const latest = work[0]?.title ?? parsed.experience[0]?.title ?? null;
  const educationText = [
    ...parsed.education,
    ...(parsed.educationEntries ?? []).map((e) => e.degree),
  ].join('\n');
  const degree =
    [...DEGREE_LEVELS].reverse().find((level) => DEGREE_PATTERNS[level]?.test(educationText)) ??
    null;
  return {
    years: yearsOfExperience(parsed.experience, today),
    seniority: latest ? seniorityOf(latest) : null,
    latestTitle: latest,
    titles: parsed.experience.map((e) => e.title).filter(Boolean),
    degree,
  };
}
