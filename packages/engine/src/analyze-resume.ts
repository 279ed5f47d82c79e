import type { ParsedResumeData, ResumeDocument } from './types';
import { readDocument, type ReadOptions } from './read-document';
import { parseResume } from './parse-resume';
import { scoreResume, type ScoreResults } from './score-resume';
import { loadSpeller } from './spelling/load-speller';

/** The whole pipeline in one call: bytes -> document -> parsed resume -> score. */
export async function analyzeResume(
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<{ document: ResumeDocument; parsed: ParsedResumeData; results: ScoreResults }> {
  const [document, speller] = await Promise.all([readDocument(bytes, options), loadSpeller()]);
  const parsed = parseResume(document);
  return { document, parsed, results: scoreResume(parsed, document, { speller }) };
}
