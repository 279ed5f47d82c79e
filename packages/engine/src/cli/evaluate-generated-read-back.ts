// `npm run eval -- --generated-read-back <corpus> [--all-jobs]`: every pair of
// eval-generation-pairs.json (with --all-jobs, every resume of the corpus for every job of its
// jobs/ folder) generated as the server generates it, then its PDF, DOCX and TXT downloads read
// back by the engine and compared with the preview (the generated body): name, roles, dates,
// achievements.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { manifestByName } from './evaluate-structure';
import { PAIRS_FILE } from './evaluate-generation-pairs';
import {
  DOWNLOADS,
  generateFromFile,
  readBackDownloads,
  type DownloadFormat,
} from './read-back-downloads';
import type { ReadBackComparison } from './compare-read-back';

/** One pair's downloads read back, or why nothing was written. */
export interface ReadBackPair {
  resume: string;
  job: string;
  roles: number;
  formats: Record<DownloadFormat, ReadBackComparison> | null;
  refusal?: string;
}

const FIELDS = ['name', 'roles', 'dates', 'achievements'] as const;

type Pair = { resume: string; job: string };

/** Every resume the manifest lists under resumes/, for every job description under jobs/. */
async function everyPair(folder: string): Promise<Pair[]> {
  const manifest = [...(await manifestByName(folder)).values()];
  const jobs = (await readdir(path.join(folder, 'jobs'))).filter((f) => f.endsWith('.txt')).sort();
  return manifest
    .filter((e) => e.file.startsWith('resumes/'))
    .flatMap((e) => jobs.map((job) => ({ resume: path.basename(e.file), job: `jobs/${job}` })));
}

/**
 * Generates and reads back every pair of the pairs file, or with `allJobs` every resume for
 * every job.
 */
export async function evaluateGeneratedReadBack(
  folder: string,
  { allJobs = false, pairsFile = PAIRS_FILE } = {},
): Promise<ReadBackPair[]> {
  const file = JSON.parse(await readFile(pairsFile, 'utf8')) as { today: string; pairs: Pair[] };
  const { today } = file;
  const pairs = allJobs ? await everyPair(folder) : file.pairs;
  const manifest = await manifestByName(folder);
  const results: ReadBackPair[] = [];
  for (const pair of pairs) {
    const file = path.join(
      folder,
      manifest.get(pair.resume)?.file ?? path.join('resumes', pair.resume),
    );
    const base = { resume: pair.resume, job: path.basename(pair.job) };
    try {
      const data = await generateFromFile(
        new Uint8Array(await readFile(file)),
        await readFile(path.join(folder, pair.job), 'utf8'),
        new Date(today),
      );
      results.push({
        ...base,
        roles: data.experience.length,
        formats: await readBackDownloads(data),
      });
    } catch (error) {
      const refusal = error instanceof Error ? error.message : String(error);
      results.push({ ...base, roles: 0, formats: null, refusal });
    }
  }
  return results;
}

/**
 * Prints a row per pair (each format: 'equal', or the fields that differ, then what differed),
 * then the totals per format. Answers how many pairs were refused or had a download that
 * differs from the preview.
 */
export function printGeneratedReadBack(results: readonly ReadBackPair[]): number {
  const formats = Object.keys(DOWNLOADS) as DownloadFormat[];
  console.log('\n## Downloads read back (each generated resume as PDF, DOCX and TXT)');
  console.log(`| resume | job | roles | ${formats.join(' | ')} |`);
  console.log(`|---|---|---|${formats.map(() => '---|').join('')}`);
  for (const r of results) {
    const { formats: read } = r;
    if (!read) {
      console.log(`| ${r.resume} | ${r.job} | - | REFUSED: ${r.refusal} |`);
      continue;
    }
    const cells = formats.map((format) => {
      const differ = FIELDS.filter((f) => !read[format][f]);
      return differ.length ? `${differ.join(', ').toUpperCase()} DIFFER` : 'equal';
    });
    console.log(`| ${r.resume} | ${r.job} | ${r.roles} | ${cells.join(' | ')} |`);
    for (const format of formats)
      for (const miss of read[format].misses) console.log(`|   | ${format}: ${miss} |`);
  }
  const written = results.filter((r) => r.formats);
  console.log(
    `\nDownloads read back: ${results.length} pairs, ${results.length - written.length} refusals.`,
  );
  for (const format of formats) {
    const count = (f: (typeof FIELDS)[number]) =>
      written.filter((r) => r.formats![format][f]).length;
    console.log(
      `  ${format.padEnd(4)} ${FIELDS.map((f) => `${f} equal ${count(f)}/${written.length}`).join(', ')}`,
    );
  }
  return results.filter(
    (r) => !r.formats || formats.some((f) => FIELDS.some((field) => !r.formats![f][field])),
  ).length;
}
