// `npm run bench`: prints figures for the README's Performance section. It never fails on time.
//   npm run bench -- server                   run one group
//   npm run bench -- pdf-readers [folder]     a group run only when named; words after a group's
//                                             name that are no group are its arguments
import { benchServer } from './server-bench';
import { benchEngine } from './engine-bench';
import { benchUpload } from './upload-bench';
import { benchGeneration } from './generation-bench';
import { benchMatch } from './match-bench';
import { benchOcr } from './ocr-bench';
import { benchPdfReaders } from './src/pdf-readers';

const groups: Record<string, (args: string[]) => Promise<void>> = {
  engine: benchEngine,
  generation: benchGeneration,
  match: benchMatch,
  server: benchServer,
  upload: benchUpload,
  ocr: benchOcr,
};
// Measurements for a decision rather than the Performance section: run when named.
const onRequest: Record<string, (args: string[]) => Promise<void>> = {
  'pdf-readers': benchPdfReaders,
};
const all = { ...groups, ...onRequest };

const argv = process.argv.slice(2);
const runs: Array<{ name: string; args: string[] }> = [];
for (const arg of argv) {
  if (!arg.startsWith('-') && arg in all) runs.push({ name: arg, args: [] });
  else if (runs.length) runs[runs.length - 1]!.args.push(arg);
  else if (!arg.startsWith('-')) {
    console.error(`Unknown group ${arg}; groups: ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
}
if (runs.length === 0) for (const name of Object.keys(groups)) runs.push({ name, args: [] });

console.log(`# ResumeRank benchmarks (${new Date().toISOString()}, Node ${process.version})`);
for (const { name, args } of runs) await all[name]!(args);
