import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { scoreResume } from '../score-resume';
import { loadSpeller } from '../spelling/load-speller';
import { normalizeHeading } from '../parse/normalize-heading';

interface ManifestEntry {
  file: string;
  kind: string;
  format: string;
  layout?: string;
  labels?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    has_sections?: string[];
  };
}

export interface FileResult {
  file: string;
  format: string;
  layout: string;
  /** First read+parse of the file, cold (includes pdf.js's warm-up on the first files). */
  ms: number;
  /** Reading the bytes into a document, warm (median of the timed runs). */
  readMs: number;
  /** Parse + score of the read document, warm (median of the timed runs). */
  scoreMs: number;
  overall: number | null;
  error?: string;
  name: { expected: string | null; got: string | null; ok: boolean };
  email: { expected: string | null; got: string | null; ok: boolean };
  phone: { expected: string | null; got: string | null; ok: boolean };
  sections: { expected: string[]; missing: string[]; ok: boolean };
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

const RUNS = 5;

/** Median wall time of `runs` calls after one warm-up call. */
async function medianOf(runs: number, run: () => unknown): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Parses every labelled resume of a corpus folder and compares with its labels. */
export async function evaluateCorpus(folder: string): Promise<FileResult[]> {
  const manifest = JSON.parse(
    await readFile(path.join(folder, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];
  const results: FileResult[] = [];
  const speller = await loadSpeller();
  for (const entry of manifest.filter((e) => e.kind === 'resume' && e.labels)) {
    const labels = entry.labels!;
    const expectedSections = labels.has_sections ?? [];
    const started = performance.now();
    const result: FileResult = {
      file: entry.file,
      format: entry.format,
      layout: entry.layout ?? 'unknown',
      ms: 0,
      readMs: 0,
      scoreMs: 0,
      overall: null,
      name: { expected: labels.name ?? null, got: null, ok: false },
      email: { expected: labels.email ?? null, got: null, ok: false },
      phone: { expected: labels.phone ?? null, got: null, ok: false },
      sections: { expected: expectedSections, missing: expectedSections, ok: false },
    };
    try {
      const bytes = new Uint8Array(await readFile(path.join(folder, entry.file)));
      const doc = await readDocument(bytes);
      const parsed = parseResume(doc);
      result.ms = performance.now() - started;
      result.overall = scoreResume(parsed, doc, { speller }).overall_score;
      result.readMs = await medianOf(RUNS, () => readDocument(bytes));
      result.scoreMs = await medianOf(RUNS, () => scoreResume(parseResume(doc), doc, { speller }));
      result.name.got = parsed.name;
      result.email.got = parsed.email;
      result.phone.got = parsed.phone;
      const found = new Set(parsed.sections.map((s) => normalizeHeading(s.heading)));
      result.sections.missing = expectedSections.filter((h) => !found.has(normalizeHeading(h)));
    } catch (error) {
      result.ms = performance.now() - started;
      result.error = error instanceof Error ? error.message : String(error);
    }
    result.name.ok = norm(result.name.got) === norm(result.name.expected);
    result.email.ok = norm(result.email.got) === norm(result.email.expected);
    result.phone.ok = digits(result.phone.got) === digits(result.phone.expected);
    result.sections.ok = result.sections.missing.length === 0;
    results.push(result);
  }
  return results;
}
