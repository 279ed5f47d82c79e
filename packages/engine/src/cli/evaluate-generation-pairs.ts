// The generator half of `npm run eval`: every labelled resume written for a job of its field
// (the pairs in eval-generation-pairs.json), and what the generated resume kept of what a
// recruiter reads in the original (structure.json): the name, every role, every achievement
// under its own role; with the lines it could not trace, the numbers it added, and the ATS score
// before and after.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { analyzeJob } from '../generate/analyze-job';
import { atsScore } from '../generate/ats-score';
import { generateResume } from '../generate/generate-resume';
import { generatedLines } from '../generate/audit-resume';
import { numbersIn } from '../generate/is-safe-edit';
import { withoutTarget } from '../generate/target-sentence';
import type { ResumeData } from '../generate/resume-data';
import { manifestByName } from './evaluate-structure';
import { matchStructure, type StructureCounts, type StructureLabel } from './match-structure';

/** One resume x job pair's figures. */
export interface GenerationPairResult extends StructureCounts {
  resume: string;
  job: string;
  /** Generated lines with neither a source line nor a rule that wrote them. */
  unsourced: number;
  /** Numbers in the generated resume that its source does not have. */
  newNumbers: string[];
  atsBefore: number;
  atsAfter: number;
  ms: number;
  error?: string;
}

interface PairsFile {
  today: string;
  pairs: Array<{ resume: string; job: string }>;
}

/** The pairs file that sits beside the engine's package. */
export const PAIRS_FILE = path.join(import.meta.dirname, '..', '..', 'eval-generation-pairs.json');

/** Lines without a source or a rule. */
export function unsourcedLines(data: ResumeData): number {
  const byField = new Map((data.provenance ?? []).map((p) => [p.field, p]));
  return generatedLines(data).filter((line) => {
    const record = byField.get(line.field);
    return !record || (!record.lines.length && !record.rule);
  }).length;
}

/**
 * Numbers the generated text has and the source does not (a computed 'N years' and the job's
 * own title excepted).
 */
export function newNumbers(data: ResumeData, sourceText: string): string[] {
  const known = new Set(numbersIn(sourceText));
  const computed = data.provenance?.some((p) => p.rule?.includes('computed-years') === true);
  return generatedLines(data).flatMap((line) => {
    const text =
      line.field === 'professional_summary'
        ? withoutTarget(line.text).replace(computed ? /\b\d+ years\b/ : /$^/, '')
        : line.text;
    return numbersIn(text).filter((n) => !known.has(n));
  });
}

/** Generates every pair of the pairs file and measures it against the corpus's labels. */
export async function evaluateGenerationPairs(
  folder: string,
  pairsFile = PAIRS_FILE,
): Promise<GenerationPairResult[]> {
  const { today, pairs } = JSON.parse(await readFile(pairsFile, 'utf8')) as PairsFile;
  const { resumes } = JSON.parse(await readFile(path.join(folder, 'structure.json'), 'utf8')) as {
    resumes: Record<string, StructureLabel>;
  };
  const manifest = await manifestByName(folder);
  const results: GenerationPairResult[] = [];
  for (const pair of pairs) {
    const label = resumes[pair.resume] ?? {};
    const jobText = await readFile(path.join(folder, pair.job), 'utf8');
    const base = { resume: pair.resume, job: path.basename(pair.job) };
    try {
      const doc = await readDocument(
        new Uint8Array(
          await readFile(
            path.join(folder, manifest.get(pair.resume)?.file ?? path.join('resumes', pair.resume)),
          ),
        ),
      );
      const parsed = parseResume(doc);
      const atsBefore = atsScore(analyzeJob(jobText), doc.text, parsed).ats_score;
      const started = performance.now();
      const data = generateResume({
        jobDescription: jobText,
        resume: { parsed, text: doc.text, lines: doc.lines },
        today: new Date(today),
        format: doc.format,
      });
      const ms = performance.now() - started;
      const read = {
        name: data.personal_info.name || null,
        experience: data.experience.map((r) => ({
          title: r.title,
          company: r.company,
          startDate: r.start ?? '',
          endDate: r.end ?? '',
          duration: r.duration,
          bullets: r.achievements,
        })),
      };
      results.push({
        ...base,
        ...matchStructure(label, read),
        unsourced: unsourcedLines(data),
        newNumbers: newNumbers(data, doc.text),
        atsBefore,
        atsAfter: data.ats_validation.ats_score,
        ms,
      });
    } catch (error) {
      results.push({
        ...base,
        ...matchStructure(label, null),
        unsourced: 0,
        newNumbers: [],
        atsBefore: 0,
        atsAfter: 0,
        ms: 0,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
