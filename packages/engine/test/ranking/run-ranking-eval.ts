// `npm run eval -- --ranking`: the match report on the ranking set (eval/ranking/jobs.json, the
// postings cached by scripts/cache-ranking-set.mjs) against every JSON Resume person of known
// field (eval/jsonresume), printed through our own plain-text template, and against the real
// resumes of known category (eval/ranking/resumes.json, PDFs cached by the same script). Figures
// three ways (people, real resumes, both) so earlier figures stay comparable; the tuned part
// (tuned jobs × tuned resumes) of both job by job; anything with a held-out job or resume as
// totals only.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isHeldOut } from '../../src/cli/holdout';
import { matchResume } from '../../src/match/match-resume';
import { parseResume } from '../../src/parse-resume';
import { readDocument } from '../../src/read-document';
import type { JsonResume } from '../scale/json-resume';
import { plainTextResume } from './plain-text-resume';
import { jobFigures, rankingTotals, type JobFigures, type RankingTotals } from './ranking-figures';

const ENGINE = path.join(import.meta.dirname, '..', '..');
const SET_FILE = path.join(ENGINE, 'eval', 'ranking', 'jobs.json');
const JOBS_FOLDER = path.join(ENGINE, '..', '..', '.cache', 'ranking', 'jobs');
const PEOPLE = path.join(ENGINE, 'eval', 'jsonresume');
const REAL_FILE = path.join(ENGINE, 'eval', 'ranking', 'resumes.json');
const REAL_FOLDER = path.join(ENGINE, '..', '..', '.cache', 'ranking', 'resumes');
const CACHE_COMMAND = 'node scripts/cache-ranking-set.mjs';

interface RankingSet {
  today: string;
  fieldOrder: string[];
  related: Array<[string, string]>;
  jobs: Record<string, { field: string; title: string }>;
}

/** A resume of known field, read and parsed once for every job. */
interface Resume {
  id: string;
  field: string;
  real: boolean;
  heldOut: boolean;
  document: Awaited<ReturnType<typeof readDocument>>;
  parsed: ReturnType<typeof parseResume>;
}

/** Every person of known field, read through the plain-text template (new people count too). */
async function loadPeople(): Promise<Resume[]> {
  const sources = JSON.parse(await readFile(path.join(PEOPLE, 'sources.json'), 'utf8')) as Record<
    string,
    { field?: string }
  >;
  const files = (await readdir(path.join(PEOPLE, 'people'))).filter((f) => f.endsWith('.json'));
  const people = [];
  for (const file of files.sort()) {
    const id = file.replace(/\.json$/, '');
    const field = sources[id]?.field;
    if (!field) continue;
    const resume = JSON.parse(
      await readFile(path.join(PEOPLE, 'people', file), 'utf8'),
    ) as JsonResume;
    const text = new TextEncoder().encode(plainTextResume(resume));
    const document = await readDocument(text);
    const parsed = parseResume(document);
    people.push({ id, field, real: false, heldOut: isHeldOut(id), document, parsed });
  }
  return people;
}

/**
 * The real resumes of resumes.json, read from their cached PDFs as an upload is. Their ids are
 * prefixed `lc-` (LiveCareer) so the holdout hash never meets a person's id.
 */
async function loadRealResumes(): Promise<Resume[]> {
  const { resumes } = JSON.parse(await readFile(REAL_FILE, 'utf8')) as {
    resumes: Record<string, { field: string }>;
  };
  const real: Resume[] = [];
  for (const [key, { field }] of Object.entries(resumes)) {
    const document = await readDocument(await readFile(path.join(REAL_FOLDER, `${key}.pdf`)));
    const id = `lc-${key}`;
    real.push({
      id,
      field,
      real: true,
      heldOut: isHeldOut(id),
      document,
      parsed: parseResume(document),
    });
  }
  return real;
}

const fmt = (n: number | null, digits = 0) => (n === null ? '-' : n.toFixed(digits));
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

function printTotals(label: string, t: RankingTotals): void {
  console.log(
    `${label}: ${t.jobs} jobs; pairs in field order ${t.inOrder}/${t.pairs} (${pct(t.inOrder, t.pairs)}); ` +
      `gap same-field vs others >= 25 in ${t.gapAtLeast25}/${t.jobsWithGap} jobs (mean ${fmt(t.meanGap, 1)}); ` +
      `best own-field fit >= 60 in ${t.bestAtLeast60}/${t.jobsWithOwn} jobs; ` +
      `max unrelated field ${fmt(t.maxUnrelated)} (> 30 in ${t.jobsUnrelatedAbove30} jobs; ` +
      `${t.unrelatedRatesAbove30} of ${t.unrelatedRates} unrelated rates, ${pct(t.unrelatedRatesAbove30, t.unrelatedRates)})`,
  );
}

/** One job's rates of every resume, before the split into parts. */
interface Rated {
  id: string;
  field: string;
  rates: Array<{ resume: Resume; rate: number }>;
}

/** The tuned figures and the held-out ones of the resumes a filter keeps, over every job. */
function parts(rated: Rated[], keep: (r: Resume) => boolean, related: RankingSet['related']) {
  const tuned: JobFigures[] = [];
  const heldOut: JobFigures[] = [];
  for (const job of rated) {
    const part = (heldOutPart: boolean) => ({
      job: job.id,
      field: job.field,
      rates: job.rates
        .filter((r) => keep(r.resume))
        .filter((r) => (heldOutPart ? isHeldOut(job.id) || r.resume.heldOut : !r.resume.heldOut))
        .map((r) => ({ resume: r.resume.id, field: r.resume.field, rate: r.rate })),
    });
    if (!isHeldOut(job.id)) tuned.push(jobFigures(part(false), related));
    heldOut.push(jobFigures(part(true), related));
  }
  return { tuned, heldOut };
}

/** Runs the ranking eval; answers the exit code (2 when the postings or resumes are not cached). */
export async function runRankingEval(): Promise<number> {
  const set = JSON.parse(await readFile(SET_FILE, 'utf8')) as RankingSet;
  for (const folder of [JOBS_FOLDER, REAL_FOLDER])
    if (!existsSync(folder)) {
      console.error(`${folder} is missing: run ${CACHE_COMMAND} first`);
      return 2;
    }
  const today = new Date(`${set.today}T00:00:00Z`);
  const resumes = [...(await loadPeople()), ...(await loadRealResumes())];
  const order = (field: string) =>
    set.fieldOrder.indexOf(field) === -1 ? 99 : set.fieldOrder.indexOf(field);
  const jobs = Object.entries(set.jobs).sort(
    ([a, x], [b, y]) => order(x.field) - order(y.field) || a.localeCompare(b),
  );
  const rated: Rated[] = [];
  const started = performance.now();
  for (const [id, job] of jobs) {
    const jobDescription = await readFile(path.join(JOBS_FOLDER, `${id}.txt`), 'utf8');
    const rates = resumes.map((resume) => ({
      resume,
      rate: matchResume({ jobDescription, document: resume.document, parsed: resume.parsed, today })
        .match_rate,
    }));
    rated.push({ id, field: job.field, rates });
  }
  const ms = (performance.now() - started) / (jobs.length * resumes.length);
  const real = resumes.filter((r) => r.real).length;
  console.log(
    `\n## Match ranking set: ${jobs.length} postings, ${resumes.length} resumes of known field (${resumes.length - real} JSON Resume people, ${real} real resumes; ${ms.toFixed(1)} ms a match)`,
  );
  const both = parts(rated, () => true, set.related);
  const tunedOwn = (field: string) => resumes.filter((r) => !r.heldOut && r.field === field).length;
  console.log(
    `\nTuned part: tuned jobs × ${resumes.filter((r) => !r.heldOut).length} tuned resumes (people and real), in field order`,
  );
  console.log('| job | field | title | own | pairs in order | gap | best own | max unrelated |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of both.tuned) {
    console.log(
      `| ${f.job} | ${f.field} | ${set.jobs[f.job]!.title} | ${tunedOwn(f.field)} | ${f.inOrder}/${f.pairs} (${pct(f.inOrder, f.pairs)}) | ${fmt(f.gap)} | ${fmt(f.bestOwn)} | ${fmt(f.maxUnrelated)} |`,
    );
  }
  const ways: Array<[string, (r: Resume) => boolean]> = [
    ['JSON Resume people', (r) => !r.real],
    ['Real resumes', (r) => r.real],
    ['Both', () => true],
  ];
  for (const [label, keep] of ways) {
    const { tuned, heldOut } = parts(rated, keep, set.related);
    console.log(`\n${label}:`);
    printTotals('Tuned', rankingTotals(tuned));
    printTotals('Holdout (any held-out job or resume; totals only)', rankingTotals(heldOut));
  }
  return 0;
}
