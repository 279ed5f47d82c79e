// `npm run score -- <file>...`: the report a person would read; `--json`: one line per file,
// {file, ms, results} with results exactly as API.md defines them.
import { readFile } from 'node:fs/promises';
import { analyzeResume } from '../analyze-resume';
import { EngineError } from '../engine-error';
import { formatReport } from './format-report';
import { typedPath } from './typed-path';

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  console.error('Usage: npm run score -- [--json] <resume file>...');
  process.exit(2);
}

let failed = 0;
for (const file of files) {
  const started = performance.now();
  try {
    const { results } = await analyzeResume(new Uint8Array(await readFile(typedPath(file))));
    const ms = Math.round((performance.now() - started) * 10) / 10;
    console.log(json ? JSON.stringify({ file, ms, results }) : formatReport(file, ms, results));
  } catch (error) {
    failed += 1;
    const message =
      error instanceof EngineError ? `${error.code}: ${error.message}` : String(error);
    console.log(
      json ? JSON.stringify({ file, error: message }) : `\n${file}\n  cannot score: ${message}`,
    );
  }
}
process.exit(failed ? 1 : 0);
