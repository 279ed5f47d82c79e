// `npm run bench`: prints figures for the README's Performance section. It never fails on time.
//   npm run bench -- server      run one group
import { benchServer } from './server-bench';
import { benchEngine } from './engine-bench';
import { benchUpload } from './upload-bench';
import { benchGeneration } from './generation-bench';

const groups: Record<string, () => Promise<void>> = {
  engine: benchEngine,
  generation: benchGeneration,
  server: benchServer,
  upload: benchUpload,
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(groups);

console.log(`# ResumeRank benchmarks (${new Date().toISOString()}, Node ${process.version})`);
for (const name of names) {
  const run = groups[name];
  if (!run) {
    console.error(`Unknown group ${name}; groups: ${Object.keys(groups).join(', ')}`);
    process.exit(2);
  }
  await run();
}
