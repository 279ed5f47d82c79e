import type { ParsedResumeData, ResumeDocument } from './types';
import { readDocument, type ReadOptions } from './read-document';
import { parseResume } from './parse-resume';
import { scoreResume, type ScoreResults } from './score-resume';
import { loadSpeller } from './spelling/load-speller';
import { matchResume } from './match/match-resume';

/** A job to match the resume against, and the day a 'Present' role runs to. */
export interface AnalyzeJob {
  description: string;
  today: Date;
}

/**
 * The whole pipeline in one call: bytes -> document -> parsed resume -> score, and with a job
 * description, the match report against it (`results.match`).
 */
export async function analyzeResume(
  bytes: Uint8Array,
  options: ReadOptions & { job?: AnalyzeJob } = {},
): Promise<{ document: ResumeDocument; parsed: ParsedResumeData; results: ScoreResults }> {
  const [document, speller] = await Promise.all([readDocument(bytes, options), loadSpeller()]);
  const parsed = parseResume(document);
  const results = scoreResume(parsed, document, { speller });
  if (options.job?.description.trim()) {
    const { description, today } = options.job;
    results.match = matchResume({ jobDescription: description, document, parsed, today });
  }
  return { document, parsed, results };
}
