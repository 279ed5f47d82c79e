import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyzeResume } from '@resumerank/engine/analyze-resume';
import { ms, percentile, timeEach } from './measure';

const run = promisify(execFile);
const corpus = path.resolve(import.meta.dirname, '../../shared/corpus/resumes');

async function pdftotextMs(file: string): Promise<number | null> {
  try {
    const times = await timeEach(5, () => run('pdftotext', ['-layout', file, '-']));
    return percentile(times, 50);
  } catch {
    return null;
  }
}

/**
 * Parse+score time per resume (median and p95 of warm runs) beside pdftotext's time on the same
 * PDF, then memory over 1,000 runs. Uses ../shared/corpus when it is there.
 */
export async function benchEngine(): Promise<void> {
  console.log('\n## Engine: read + parse + score, warm (20 runs per file)');
  if (!existsSync(corpus)) {
    console.log(`(no corpus at ${corpus}; skipped)`);
    return;
  }
  const files = readdirSync(corpus)
    .filter((f) => /\.(pdf|docx|doc|txt|md|json)$/.test(f))
    .sort();
  console.log('| file | median | p95 | pdftotext | ratio |');
  console.log('|---|---|---|---|---|');
  const medians: number[] = [];
  let fasterThanTwice = 0;
  let pdfs = 0;
  for (const file of files) {
    const full = path.join(corpus, file);
    const bytes = new Uint8Array(await readFile(full));
    await timeEach(3, () => analyzeResume(bytes));
    const times = await timeEach(20, () => analyzeResume(bytes));
    const median = percentile(times, 50);
    medians.push(median);
    const reference = file.endsWith('.pdf') ? await pdftotextMs(full) : null;
    if (reference !== null) {
      pdfs += 1;
      if (median <= reference * 2) fasterThanTwice += 1;
    }
    // The bar: our median at most twice pdftotext's on the same PDF.
    const ratio = reference === null ? '' : `${(median / reference).toFixed(2)}x`;
    console.log(
      `| ${file} | ${ms(median)} | ${ms(percentile(times, 95))} | ${reference === null ? '' : ms(reference)} | ${ratio} |`,
    );
  }
  console.log(
    `median of medians: ${ms(percentile(medians, 50))}; PDFs within 2x of pdftotext: ${fasterThanTwice}/${pdfs}`,
  );

  // The first document after start pays for loading the readers, dictionary and skills.
  const cold: string[] = [];
  for (const file of [
    files.find((f) => f.endsWith('.pdf')),
    files.find((f) => f.endsWith('.docx')),
  ]) {
    if (!file) continue;
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'engine-cold-child.ts'),
      path.join(corpus, file),
    ]);
    cold.push(`${file} ${ms(Number(stdout.trim()))}`);
  }
  console.log(`cold, first document in a fresh process: ${cold.join('; ')}`);

  const sample = new Uint8Array(
    await readFile(
      path.join(
        corpus,
        files.find((f) => f.endsWith('.pdf'))!,
      ),
    ),
  );
  const heap = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  const points: string[] = [];
  for (let i = 0; i <= 1000; i += 1) {
    if (i % 250 === 0) points.push(`${i}: ${heap().toFixed(1)} MB`);
    if (i < 1000) await analyzeResume(sample);
  }
  console.log(
    `heap over 1,000 runs${globalThis.gc ? '' : ' (run node with --expose-gc for exact figures)'}: ${points.join(', ')}`,
  );
}
