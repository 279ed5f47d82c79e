import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '@resumerank/engine/read-document';
import { parseResume } from '@resumerank/engine/parse-resume';
import { generateResume } from '@resumerank/engine/generate/generate-resume';
import { renderResumePdf } from '@resumerank/engine/render/render-resume-pdf';
import { ms, percentile, timeEach } from './measure';

const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');

/** Generation (no LLM) and PDF rendering times over the corpus' resume x job pairs. */
export async function benchGeneration(): Promise<void> {
  console.log('\n## Generation and PDF (deterministic engine, no LLM)');
  if (!existsSync(corpus)) {
    console.log(`(no corpus at ${corpus}; skipped)`);
    return;
  }
  const jobs = await Promise.all(
    readdirSync(path.join(corpus, 'jobs')).map((f) =>
      readFile(path.join(corpus, 'jobs', f), 'utf8'),
    ),
  );
  const resumes = [];
  for (const f of readdirSync(path.join(corpus, 'resumes'))) {
    const document = await readDocument(
      new Uint8Array(await readFile(path.join(corpus, 'resumes', f))),
    );
    resumes.push({ parsed: parseResume(document), text: document.text });
  }
  generateResume({ jobDescription: jobs[0]!, resume: resumes[0]! }); // warm-up
  const generation: number[] = [];
  const rendering: number[] = [];
  for (const resume of resumes) {
    for (const jobDescription of jobs) {
      let data!: ReturnType<typeof generateResume>;
      generation.push(
        ...(await timeEach(1, async () => (data = generateResume({ jobDescription, resume })))),
      );
      rendering.push(...(await timeEach(1, () => renderResumePdf(data))));
    }
  }
  console.log(
    `generation, ${generation.length} pairs: p50 ${ms(percentile(generation, 50))}, p95 ${ms(percentile(generation, 95))}`,
  );
  console.log(
    `PDF render: p50 ${ms(percentile(rendering, 50))}, p95 ${ms(percentile(rendering, 95))}`,
  );
}
