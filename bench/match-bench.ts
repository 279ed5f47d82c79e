import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchResume } from '@resumerank/engine/match/match-resume';
import { parseResume } from '@resumerank/engine/parse-resume';
import { readDocument } from '@resumerank/engine/read-document';
import { ms, percentile, timeEach } from './measure';

const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');

/**
 * Match time per resume, warm: every corpus resume (read and parsed once, as the server does
 * before matching) against every corpus job, 10 runs a pair after 2 to warm up. The bar
 * is 20 ms a resume; the figure is printed, never asserted.
 */
export async function benchMatch(): Promise<void> {
  console.log('\n## Match report: one resume against one job, warm (10 runs a pair)');
  const resumes = path.join(corpus, 'resumes');
  const jobsFolder = path.join(corpus, 'jobs');
  if (!existsSync(resumes) || !existsSync(jobsFolder)) {
    console.log(`(no corpus at ${corpus}; skipped)`);
    return;
  }
  const jobs = await Promise.all(
    readdirSync(jobsFolder)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => readFile(path.join(jobsFolder, f), 'utf8')),
  );
  const today = new Date();
  const times: number[] = [];
  let pairs = 0;
  for (const file of readdirSync(resumes)
    .filter((f) => /\.(pdf|docx|txt|md)$/.test(f))
    .sort()) {
    const document = await readDocument(new Uint8Array(await readFile(path.join(resumes, file))));
    const parsed = parseResume(document);
    for (const jobDescription of jobs) {
      const once = async () => matchResume({ jobDescription, document, parsed, today });
      await timeEach(2, once);
      times.push(...(await timeEach(10, once)));
      pairs += 1;
    }
  }
  console.log(
    `${pairs} pairs: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
  );
}
