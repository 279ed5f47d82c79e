import { TITLE_IN_SUMMARY } from '../data/match-weights';

// Words that say nothing about the role itself.
const FILLER = new Set([
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'to',
  'a',
  'an',
  'remote',
  'm/f/d',
]);
const WORDS = /[\p{L}\p{N}+#]+/gu;
// Level words: the report compares seniority on its own, so 'Senior Data Analyst' and 'Data
// Analyst' are the same role here.
const LEVELS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'entry',
  'level',
  'i',
  'ii',
  'iii',
  'iv',
]);

/**
 * The role a posting's title names, without the team, product or place after it: 'Senior
 * Product Manager, Hardware Enablement, Chrome OS' is 'Senior Product Manager'.
 */
export function coreTitle(jobTitle: string): string {
  return jobTitle.split(/\s*(?:,|\s[-–—|]\s|\(|\bat\b|\bfor\b)\s*/u)[0]!.trim();
}

const wordsOf = (text: string) =>
  (text.toLowerCase().match(WORDS) ?? []).filter(
    (w) => w.length > 1 && !FILLER.has(w) && !LEVELS.has(w),
  );

/** The job title against the resume's titles: the closest one and the share of words it has. */
export interface TitleMatch {
  resumeTitle: string | null;
  /** 0..1: the share of the job title's words the closest title (or the summary) has. */
  score: number;
}

/**
 * How close the resume's own titles (or, failing that, its summary) come to the job's title:
 * 'Senior Data Analyst' against 'Data Analyst' has two of three words.
 */
export function titleMatch(jobTitle: string | null, titles: string[], summary: string): TitleMatch {
  const wanted = wordsOf(coreTitle(jobTitle ?? ''));
  if (wanted.length === 0) return { resumeTitle: null, score: 1 };
  const share = (text: string) => {
    const have = new Set(wordsOf(text));
    return wanted.filter((w) => have.has(w)).length / wanted.length;
  };
  let best: TitleMatch = { resumeTitle: null, score: 0 };
  for (const title of titles) {
    const score = share(title);
    if (score > best.score) best = { resumeTitle: title, score };
  }
  // A summary naming the title ('Data analyst with six years...') counts a little less.
  const inSummary = share(summary) * TITLE_IN_SUMMARY;
  return inSummary > best.score ? { resumeTitle: null, score: inSummary } : best;
}
