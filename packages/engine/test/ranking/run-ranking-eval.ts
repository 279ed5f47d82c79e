// `npm run eval -- --ranking`: the match report on the ranking set (eval/ranking/jobs.json, the
// postings cached by scripts/cache-ranking-set.mjs) against every JSON Resume person of known
// field (eval/jsonresume), printed through our own plain-text template. The tuned part (tuned
// jobs × tuned people) job by job; everything with a held-out job or person as totals only.
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

interface RankingSet {
  today: string;
  fieldOrder: string[];
  related: Array<[string, string]>;
  jobs: Record<string, { field: string; title: string }>;
}

/** Every person of known field, read through the plain-text template (new people count too). */
async function loadPeople() {
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
    people.push({ id, field, heldOut: isHeldOut(id), document, parsed: parseResume(document) });
  }
  return people;
}

const fmt = (n: number | null, digits = 0) => (n === null ? '-' : n.toFixed(digits));
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');

function printTotals(label: string, t: RankingTotals): void {
  console.log(
    `${label}: ${t.jobs} jobs; pairs in field order ${t.inOrder}/${t.pairs} (${pct(t.inOrder, t.pairs)}); ` +
      `gap same-field vs others >= 25 in ${t.gapAtLeast25}/${t.jobsWithGap} jobs (mean ${fmt(t.meanGap, 1)}); ` +
      `best own-field fit >= 60 in ${t.bestAtLeast60}/${t.jobsWithOwn} jobs; ` +
      `max unrelated field ${fmt(t.maxUnrelated)} (> 30 in ${t.jobsUnrelatedAbove30} jobs)`,
  );
}

/** Runs the ranking eval; answers the exit code (2 when the postings are not cached). */
export async function runRankingEval(): Promise<number> {
  const set = JSON.parse(await readFile(SET_FILE, 'utf8')) as RankingSet;
  if (!existsSync(JOBS_FOLDER)) {
    console.error(`${JOBS_FOLDER} is missing: run node scripts/cache-ranking-set.mjs first`);
    return 2;
  }
  const today = new Date(`${set.today}T00:00:00Z`);
  const people = await loadPeople();
  const order = (field: string) =>
    set.fieldOrder.indexOf(field) === -1 ? 99 : set.fieldOrder.indexOf(field);
  const jobs = Object.entries(set.jobs).sort(
    ([a, x], [b, y]) => order(x.field) - order(y.field) || a.localeCompare(b),
  );
  const tuned: JobFigures[] = [];
  const heldOut: JobFigures[] = [];
  const started = performance.now();
  let matches = 0;
  for (const [id, job] of jobs) {
    const jobDescription = await readFile(path.join(JOBS_FOLDER, `${id}.txt`), 'utf8');
    const rated = people.map((p) => ({
      person: p,
      rate: matchResume({ jobDescription, document: p.document, parsed: p.parsed, today })
        .match_rate,
    }));
    matches += rated.length;
    const part = (heldOutPart: boolean) => ({
      job: id,
      field: job.field,
      rates: rated
        .filter((r) => (heldOutPart ? isHeldOut(id) || r.person.heldOut : !r.person.heldOut))
        .map((r) => ({ resume: r.person.id, field: r.person.field, rate: r.rate })),
    });
    if (!isHeldOut(id)) tuned.push(jobFigures(part(false), set.related));
    heldOut.push(jobFigures(part(true), set.related));
  }
  const ms = (performance.now() - started) / matches;
  const tunedPeople = people.filter((p) => !p.heldOut).length;
  console.log(
    `\n## Match ranking set: ${jobs.length} postings, ${people.length} resumes of known field (${ms.toFixed(1)} ms a match)`,
  );
  console.log(`\nTuned part: tuned jobs × ${tunedPeople} tuned resumes, in field order`);
  console.log('| job | field | title | own | pairs in order | gap | best own | max unrelated |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of tuned) {
    const own = people.filter((p) => !p.heldOut && p.field === f.field).length;
    console.log(
      `| ${f.job} | ${f.field} | ${set.jobs[f.job]!.title} | ${own} | ${f.inOrder}/${f.pairs} (${pct(f.inOrder, f.pairs)}) | ${fmt(f.gap)} | ${fmt(f.bestOwn)} | ${fmt(f.maxUnrelated)} |`,
    );
  }
  console.log('');
  printTotals('Tuned', rankingTotals(tuned));
  printTotals('Holdout (any held-out job or resume; totals only)', rankingTotals(heldOut));
  return 0;
}
