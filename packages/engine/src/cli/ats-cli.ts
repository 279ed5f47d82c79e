// `npm run ats -- --job <job.txt> <resume>... [--json]`: each resume's ATS result and match
// report against the job.
import { readFile } from 'node:fs/promises';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { analyzeJob } from '../generate/analyze-job';
import { atsScore } from '../generate/ats-score';
import { matchResume } from '../match/match-resume';
import { formatMatch } from './format-match';
import { typedPath } from './typed-path';

const args = process.argv.slice(2);
const jobIndex = args.indexOf('--job');
const jobFile = jobIndex >= 0 ? args[jobIndex + 1] : undefined;
const files = args.filter((a, i) => !a.startsWith('--') && i !== jobIndex + 1);
if (!jobFile || files.length === 0) {
  console.error('Usage: npm run ats -- --job <job.txt> <resume>... [--json]');
  process.exit(2);
}
const jobDescription = await readFile(typedPath(jobFile), 'utf8');
const job = analyzeJob(jobDescription);
const today = new Date();
for (const file of files) {
  const document = await readDocument(new Uint8Array(await readFile(typedPath(file))));
  const parsed = parseResume(document);
  const result = atsScore(job, document.text, parsed);
  const match = matchResume({ jobDescription, document, parsed, today });
  if (args.includes('--json')) console.log(JSON.stringify({ file, ...result, match }));
  else
    console.log(
      `${file}: ATS ${result.ats_score}; matched ${result.matched_keywords.join(', ')}; missing ${result.missing_keywords.join(', ')}\n${formatMatch(match)}\n`,
    );
}
