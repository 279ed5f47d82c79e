// One fresh process, one document: how long the first read+parse+score takes after start,
// loading the engine's readers, dictionary and skills on the way (printed as milliseconds).
import { readFile } from 'node:fs/promises';

const file = process.argv[2]!;
const bytes = new Uint8Array(await readFile(file));
const started = performance.now();
const { analyzeResume } = await import('@resumerank/engine/analyze-resume');
await analyzeResume(bytes);
console.log(String(performance.now() - started));
