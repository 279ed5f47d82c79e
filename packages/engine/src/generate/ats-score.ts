import type { ParsedResumeData } from '../types';
import type { Check } from '../checks/check-types';
import { findSkills, termPattern } from '../skills/find-skills';
import type { JobAnalysis } from './analyze-job';

/** How each degree level the job may ask for is written in a resume. */
// Each ends where no letter or digit follows rather than at a word boundary: 'B.A. Economics'
// has none after its last dot.
export const DEGREE_PATTERNS: Record<string, RegExp> = {
  PhD: /\b(ph\.?d|doctorate|doctor of)(?![\p{L}\p{N}])/iu,
  "Master's degree": /\b(master'?s|m\.?s\.?c?|mba|m\.?a\.|master of)(?![\p{L}\p{N}])/iu,
  "Bachelor's degree": /\b(bachelor'?s|b\.?s\.?c?|b\.?a\.|bachelor of)(?![\p{L}\p{N}])/iu,
  "Associate's degree": /\bassociate'?s degree|associate of(?![\p{L}\p{N}])/iu,
};

/** How the ATS score is made up: the weights are data, tuned in one place. */
export const ATS_WEIGHTS = {
  /** Share of the score from keyword coverage; the rest is searchability. */
  keywords: 0.7,
  /**
   * Credit for a keyword found only by a synonym or expansion ('PostgreSQL' for 'Postgres'):
   * many ATS searches match the recruiter's words literally, so the job's own wording counts
   * in full and a synonym most of the way.
   */
  synonymCredit: 0.8,
} as const;

export interface AtsResult {
  ats_score: number;
  checks: Check[];
  matched_keywords: string[];
  missing_keywords: string[];
}

const check = (
  id: string,
  label: string,
  score: number,
  message: string,
  evidence: string[] = [],
): Check => ({
  id,
  label,
  score: Math.round(score),
  passed: score >= 70,
  message,
  evidence,
});

/**
 * How well a resume would fare in an ATS search for this job: the weighted share of the job's
 * keywords it covers (by name or synonym), plus searchability: contact details, standard
 * headings, dated roles, the job title, and text that can be read at all.
 */
export function atsScore(
  job: JobAnalysis,
  resumeText: string,
  parsed: ParsedResumeData | null,
  options: { keywordText?: string } = {},
): AtsResult {
  // A generated resume's "Seeking a <job title> role" must not count as having the title's skills.
  const keywordText = options.keywordText ?? resumeText;
  const has = new Set(findSkills(keywordText).map((s) => s.name));
  const covered = (term: string, kind: string) =>
    kind === 'degree' ? Boolean(DEGREE_PATTERNS[term]?.test(keywordText)) : has.has(term);
  const matched = job.keywords.filter((k) => covered(k.term, k.kind));
  const missing = job.keywords.filter((k) => !covered(k.term, k.kind));
  // Matched, but not in the job's own words.
  const bySynonym = matched.filter(
    (k) => k.kind !== 'degree' && !termPattern(k.phrase).pattern.test(keywordText),
  );
  const credit = (k: (typeof matched)[number]) =>
    k.weight * (bySynonym.includes(k) ? ATS_WEIGHTS.synonymCredit : 1);
  const total = job.keywords.reduce((n, k) => n + k.weight, 0);
  const coverage = total ? matched.reduce((n, k) => n + credit(k), 0) / total : 1;

  const kinds = new Set(parsed?.sections.map((s) => s.kind) ?? []);
  const headings = ['experience', 'education', 'skills'].filter((k) => kinds.has(k as never));
  const dated = parsed?.experience.filter((e) => e.duration).length ?? 0;
  const titleWords = (job.title ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3);
  const titleHit =
    titleWords.length === 0 || titleWords.some((w) => resumeText.toLowerCase().includes(w));
  const checks: Check[] = [
    check(
      'ats.keywords',
      'Job keywords',
      coverage * 100,
      `Covers ${matched.length} of ${job.keywords.length} keywords of the job (${Math.round(coverage * 100)}% by weight)${
        bySynonym.length
          ? `; ${bySynonym.length} only by another name: use the job's wording (${bySynonym
              .slice(0, 3)
              .map((k) => `"${k.phrase}"`)
              .join(', ')})`
          : ''
      }.`,
      [...missing.slice(0, 8).map((k) => k.term), ...bySynonym.slice(0, 4).map((k) => k.phrase)],
    ),
    check(
      'ats.contact',
      'Contact details',
      ((parsed?.email ? 1 : 0) + (parsed?.phone ? 1 : 0)) * 50,
      parsed?.email && parsed?.phone
        ? 'Email and phone are present.'
        : 'Add an email and a phone number.',
    ),
    check(
      'ats.headings',
      'Standard headings',
      (headings.length / 3) * 100,
      `${headings.length} of 3 standard headings (Experience, Education, Skills).`,
    ),
    check(
      'ats.dates',
      'Dated roles',
      parsed?.experience.length ? (dated / parsed.experience.length) * 100 : 0,
      `${dated} of ${parsed?.experience.length ?? 0} roles have dates.`,
    ),
    check(
      'ats.title',
      'Job title',
      titleHit ? 100 : 30,
      titleHit
        ? 'The resume mentions the job title.'
        : `Mention the target title "${job.title}" where it is true (e.g. in your summary).`,
    ),
    check(
      'ats.parseable',
      'Readable text',
      resumeText.trim() ? 100 : 0,
      resumeText.trim() ? 'The text can be read by an ATS.' : 'No text could be read.',
    ),
  ];
  const searchability = checks.slice(1).reduce((n, c) => n + c.score, 0) / (checks.length - 1);
  return {
    ats_score: Math.round(
      coverage * 100 * ATS_WEIGHTS.keywords + searchability * (1 - ATS_WEIGHTS.keywords),
    ),
    checks,
    matched_keywords: matched.map((k) => k.term),
    missing_keywords: missing.map((k) => k.term),
  };
}
