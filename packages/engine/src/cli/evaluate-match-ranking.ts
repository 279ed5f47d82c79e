// The match report's ranking on a corpus: for each job, every resume of its field (a hand
// classification in eval-match-fields.json) should match it better than every resume of another
// field. The pairs where it does not are reported.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { matchResume } from '../match/match-resume';

/** One job's ranking: the rate of each resume, and the pairs in the wrong order. */
export interface JobRanking {
  job: string;
  field: string;
  own: Array<{ resume: string; rate: number }>;
  others: Array<{ resume: string; rate: number }>;
  /** Own-field resume at or below another field's: "own (rate) <= other (rate)". */
  inversions: string[];
  pairs: number;
}

interface FieldsFile {
  today: string;
  jobs: Record<string, string>;
  resumes: Record<string, string>;
}

/** The classification that sits beside the engine's package. */
export const FIELDS_FILE = path.join(import.meta.dirname, '..', '..', 'eval-match-fields.json');

/** Ranks every classified resume of `folder` against every classified job. */
export async function evaluateMatchRanking(folder: string): Promise<JobRanking[]> {
  const fields = JSON.parse(await readFile(FIELDS_FILE, 'utf8')) as FieldsFile;
  const today = new Date(`${fields.today}T00:00:00Z`);
  const resumes = await Promise.all(
    Object.entries(fields.resumes).map(async ([resume, field]) => {
      const document = await readDocument(
        new Uint8Array(await readFile(path.join(folder, 'resumes', resume))),
      );
      return { resume, field, document, parsed: parseResume(document) };
    }),
  );
  const rankings: JobRanking[] = [];
  for (const [job, field] of Object.entries(fields.jobs)) {
    const jobDescription = await readFile(path.join(folder, 'jobs', job), 'utf8');
    const rated = resumes.map((r) => ({
      resume: r.resume,
      own: r.field === field,
      rate: matchResume({ jobDescription, document: r.document, parsed: r.parsed, today })
        .match_rate,
    }));
    const own = rated.filter((r) => r.own).map(({ resume, rate }) => ({ resume, rate }));
    const others = rated.filter((r) => !r.own).map(({ resume, rate }) => ({ resume, rate }));
    const inversions = own.flatMap((o) =>
      others
        .filter((x) => o.rate <= x.rate)
        .map((x) => `${o.resume} (${o.rate}) <= ${x.resume} (${x.rate})`),
    );
    rankings.push({ job, field, own, others, inversions, pairs: own.length * others.length });
  }
  return rankings;
}

/** Prints the ranking table and each inversion; answers the totals. */
export function printMatchRanking(rankings: JobRanking[]): { pairs: number; inversions: number } {
  console.log("\n## Match rate ranking (each job: its field's resumes above the others)");
  console.log('| job | field | own-field rates | best other | pairs | in order |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rankings) {
    const best = Math.max(...r.others.map((o) => o.rate));
    console.log(
      `| ${r.job} | ${r.field} | ${r.own.map((o) => o.rate).join(', ') || '-'} | ${best} | ${r.pairs} | ${r.pairs - r.inversions.length} |`,
    );
  }
  const pairs = rankings.reduce((n, r) => n + r.pairs, 0);
  const inversions = rankings.reduce((n, r) => n + r.inversions.length, 0);
  console.log(
    `\nMatch ranking: ${pairs - inversions} of ${pairs} pairs in order (${inversions} not):`,
  );
  for (const r of rankings) for (const line of r.inversions) console.log(`  ${r.job}: ${line}`);
  return { pairs, inversions };
}
