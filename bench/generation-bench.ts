import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '@resumerank/engine/read-document';
import { parseResume } from '@resumerank/engine/parse-resume';
import { generateResume } from '@resumerank/engine/generate/generate-resume';
import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import { renderResumePdf, resumePdfPageCount } from '@resumerank/engine/render/render-resume-pdf';
import { ms, percentile, timeEach } from './measure';

const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');

function times(label: string, values: number[]): string {
  if (!values.length) return `${label}: none`;
  return `${label}: p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
}

/**
 * A longer body made of two generated ones: the first person's resume with the second's roles,
 * schools and sections after its own. Generated resumes of the corpus all fit one page; these
 * give the render time of two pages on real text.
 */
function joined(a: ResumeBody, b: ResumeBody): ResumeBody {
  return {
    ...a,
    experience: [...a.experience, ...b.experience],
    education: [...a.education, ...b.education],
    education_entries: [...(a.education_entries ?? []), ...(b.education_entries ?? [])],
    sections: [...(a.sections ?? []), ...(b.sections ?? [])],
  };
}

/** PDF render times of the bodies, all together and by the pages each took. */
async function benchPdf(bodies: ResumeBody[]): Promise<void> {
  const [cold] = await timeEach(1, () => renderResumePdf(bodies[0]!));
  const all: number[] = [];
  const byPages = new Map<string, number[]>();
  for (const body of bodies) {
    const [time] = await timeEach(1, () => renderResumePdf(body));
    all.push(time!);
    const pages = resumePdfPageCount(body);
    const label = pages === 1 ? '1 page' : pages === 2 ? '2 pages' : '3+ pages';
    byPages.set(label, [...(byPages.get(label) ?? []), time!]);
  }
  console.log(`PDF render, first in the process (fonts loaded): ${ms(cold!)}`);
  console.log(times(`PDF render, ${all.length} bodies`, all));
  for (const label of ['1 page', '2 pages', '3+ pages'])
    if (byPages.has(label))
      console.log(times(`  ${label} (${byPages.get(label)!.length})`, byPages.get(label)!));
}

/**
 * Generation (no LLM) over the corpus' resume x job pairs, then PDF rendering of what was
 * generated and of two-page bodies joined from it.
 */
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
  const generated: ResumeBody[][] = [];
  for (const resume of resumes) {
    const bodies: ResumeBody[] = [];
    for (const jobDescription of jobs) {
      generation.push(
        ...(await timeEach(1, async () => bodies.push(generateResume({ jobDescription, resume })))),
      );
    }
    generated.push(bodies);
  }
  console.log(times(`generation, ${generation.length} pairs`, generation));
  // Each person's resume for each job, and the same joined with the next person's for that job.
  const longer = generated.flatMap((bodies, i) =>
    bodies.map((body, j) => joined(body, generated[(i + 1) % generated.length]![j]!)),
  );
  await benchPdf([...generated.flat(), ...longer]);
}
