// `npm run ats -- --job <job.txt> <resume>... [--json]`: each resume's ATS result against the job.
import { readFile } from 'node:fs/promises';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { analyzeJob } from '../generate/analyze-job';
import { atsScore } from '../generate/ats-score';

const args = process.argv.slice(2);
const jobIndex = args.indexOf('--job');
const jobFile = jobIndex >= 0 ? args[jobIndex + 1] : undefined;
const files = args.filter((a, i) => !a.startsWith('--') && i !== jobIndex + 1);
if (!jobFile || files.length === 0) {
  console.error('Usage: npm run ats -- --job <job.txt> <resume>... [--json]');
  process.exit(2);
}
const job = analyzeJob(await readFile(jobFile, 'utf8'));
for (const file of files) {
  const document = await readDocument(new Uint8Array(await readFile(file)));
  const result = atsScore(job, document.text, parseResume(document));
  if (args.includes('--json')) console.log(JSON.stringify({ file, ...result }));
  else
    console.log(
      `${file}: ATS ${result.ats_score}; matched ${result.matched_keywords.join(', ')}; missing ${result.missing_keywords.join(', ')}`,
    );
}
