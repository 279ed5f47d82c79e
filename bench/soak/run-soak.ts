// `npm run soak [-- load|crash|two-process|all]`: load, crash and two-process runs against the
// real server. It prints figures and PASS/FAIL lines for invariants; it exits non-zero only when
// an invariant breaks, never on speed.
import os from 'node:os';
import { runCrash } from './crash-run';
import { runLoad } from './load-run';
import { readSoakSettings } from './soak-settings';
import { runTwoProcess } from './two-process-run';
import { createVerdicts } from './verdicts';

const settings = readSoakSettings();
const verdicts = createVerdicts();
console.log(
  `# ResumeRank soak (${new Date().toISOString()}, Node ${process.version}, ${os.availableParallelism()} cores, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, seed ${settings.seed})`,
);
const runs = { load: runLoad, crash: runCrash, 'two-process': runTwoProcess };
for (const mode of settings.modes) {
  try {
    await runs[mode](settings, verdicts);
  } catch (error) {
    verdicts.check(`${mode}: run completed`, false, (error as Error).stack ?? String(error));
  }
}
console.log('\n## Summary');
for (const line of verdicts.lines()) console.log(line.split('\n')[0]);
console.log(
  verdicts.failed() === 0
    ? `all ${verdicts.lines().length} invariants held`
    : `${verdicts.failed()} of ${verdicts.lines().length} invariants broke`,
);
process.exit(verdicts.failed() === 0 ? 0 : 1);
