import type { JobKeyword } from '../generate/analyze-job';
import { termPattern } from '../skills/find-skills';
import type { FoundHow } from './match-report';
import type { ResumeLine } from './resume-lines';
import { stemWord } from './stem-word';

/** Where and how a resume shows one skill of the job. */
export interface SkillEvidence {
  how: FoundHow;
  wording: string;
  line: ResumeLine;
}

const RANK: Record<FoundHow, number> = { exact: 0, synonym: 1, stem: 2 };
const WORDS = /[\p{L}]+/gu;

/**
 * The best line showing a skill: one in the job's own words first, then one under another name
 * the taxonomy knows (JS for JavaScript), then, for a one-word soft skill, one with another form
 * of the word ('led' for leadership); between lines of one kind, one under a role before one in
 * a list (a skill used counts more than one listed). The first such line of the resume is quoted.
 */
export function findSkillEvidence(keyword: JobKeyword, lines: ResumeLine[]): SkillEvidence | null {
  const exact = termPattern(keyword.phrase).pattern;
  let best: SkillEvidence | null = null;
  for (const line of lines) {
    const mention = line.mentions.find((m) => m.entry.name === keyword.term);
    const found: SkillEvidence | null = mention
      ? {
          how: exact.test(line.text) ? 'exact' : 'synonym',
          wording: asWritten(mention.term, line),
          line,
        }
      : stemEvidence(keyword, line);
    if (found && (!best || score(found) < score(best))) best = found;
    if (best?.how === 'exact' && best.line.inRole) break;
  }
  return best;
}

/** Lower is better: how the line words it, then whether it is under a role. */
const score = (e: SkillEvidence) => RANK[e.how] * 2 + (e.line.inRole ? 0 : 1);

/** A one-word soft skill shown by another form of its word, e.g. 'mentored' for Mentoring. */
function stemEvidence(keyword: JobKeyword, line: ResumeLine): SkillEvidence | null {
  if (keyword.kind !== 'soft') return null;
  const words = keyword.term.match(WORDS) ?? [];
  if (words.length !== 1) return null;
  const stem = stemWord(words[0]!);
  const word = (line.text.match(WORDS) ?? []).find((w) => stemWord(w) === stem);
  return word ? { how: 'stem', wording: word, line } : null;
}

/** The term as the line writes it ('leadership' where the taxonomy says 'Leadership'). */
function asWritten(term: string, line: ResumeLine): string {
  return termPattern(term).pattern.exec(line.text)?.[0] ?? term;
}
