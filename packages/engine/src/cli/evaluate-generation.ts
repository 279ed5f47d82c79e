import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { analyzeJob } from '../generate/analyze-job';
import { atsScore } from '../generate/ats-score';
import { generateResume } from '../generate/generate-resume';
import { findFabrications } from '../generate/find-fabrications';

export interface GenerationRow {
  resume: string;
  pairs: number;
  before: number;
  after: number;
  improved: number;
  /** Pairs whose ATS score fell: generation must never make a resume score worse. */
  lower: number;
  fabrications: number;
  medianMs: number;
}

/** For every resume x job pair of a corpus: ATS score before and after generation, and fabrications. */
export async function evaluateGeneration(folder: string): Promise<GenerationRow[]> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Array<{
    file: string;
    kind: string;
  }>;
  const jobs = await Promise.all(
    manifest
      .filter((e) => e.kind === 'job_description')
      .map((e) => readFile(path.join(folder, e.file), 'utf8')),
  );
  const rows: GenerationRow[] = [];
  for (const entry of manifest.filter((e) => e.kind === 'resume')) {
    let document;
    try {
      document = await readDocument(new Uint8Array(await readFile(path.join(folder, entry.file))));
    } catch {
      continue;
    }
    const parsed = parseResume(document);
    const row: GenerationRow = {
      resume: entry.file,
      pairs: 0,
      before: 0,
      after: 0,
      improved: 0,
      lower: 0,
      fabrications: 0,
      medianMs: 0,
    };
    const times: number[] = [];
    for (const jd of jobs) {
      const before = atsScore(analyzeJob(jd), document.text, parsed).ats_score;
      const started = performance.now();
      const data = generateResume({
        jobDescription: jd,
        resume: { parsed, text: document.text, lines: document.lines },
        format: document.format,
      });
      times.push(performance.now() - started);
      row.pairs += 1;
      row.before += before;
      row.after += data.ats_validation.ats_score;
      if (data.ats_validation.ats_score > before) row.improved += 1;
      if (data.ats_validation.ats_score < before) row.lower += 1;
      row.fabrications += findFabrications(data, document.text).length;
    }
    times.sort((a, b) => a - b);
    row.medianMs = times[Math.floor(times.length / 2)] ?? 0;
    rows.push({ ...row, before: row.before / row.pairs, after: row.after / row.pairs });
  }
  return rows;
}
