// `npm run generate -- --job <job.txt> --resume <file> [--json] [--out <file.pdf|file.docx>]`: prints the
// generated resume (with --json: {ms, resume_data}) and writes the PDF when asked.
import { readFile, writeFile } from 'node:fs/promises';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { generateResume } from '../generate/generate-resume';
import { renderResumeText } from '../render/render-resume-text';
import { renderResumePdf } from '../render/render-resume-pdf';
import { renderResumeDocx } from '../render/render-resume-docx';
import { typedPath } from './typed-path';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const jobFile = option('--job');
const resumeFile = option('--resume');
if (!jobFile || !resumeFile) {
  // The generator writes only from a person's own resume: there is no draft without one.
  console.error(
    'Usage: npm run generate -- --job <job.txt> --resume <file> [--json] [--out <file.pdf|file.docx>]',
  );
  process.exit(2);
}
const out = option('--out');

const jobDescription = await readFile(typedPath(jobFile), 'utf8');
const started = performance.now();
const document = await readDocument(new Uint8Array(await readFile(typedPath(resumeFile))));
const resume = { parsed: parseResume(document), text: document.text, lines: document.lines };
const data = generateResume({ jobDescription, resume, format: document.format });
const ms = Math.round((performance.now() - started) * 10) / 10;
if (args.includes('--json')) console.log(JSON.stringify({ ms, resume_data: data }));
else {
  console.log(renderResumeText(data));
  console.log(
    `\nATS score ${data.ats_validation.ats_score}; missing keywords: ${data.ats_analysis.missing_keywords.join(', ') || 'none'} (${ms} ms)`,
  );
}
if (out) {
  // The file's extension picks the format: .docx for Word, anything else for PDF.
  const bytes = out.toLowerCase().endsWith('.docx')
    ? await renderResumeDocx(data)
    : await renderResumePdf(data);
  await writeFile(typedPath(out), bytes);
  if (!args.includes('--json')) console.log(`Written to ${out}`);
}
