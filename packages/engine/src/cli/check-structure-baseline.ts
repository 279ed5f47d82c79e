import path from 'node:path';
import {
  baselineOf,
  compareBaseline,
  labelsChanged,
  readBaseline,
  writeBaseline,
} from './eval-baseline';
import type { EvalArgs } from './parse-eval-args';
import type { StructureTotals } from './structure-totals';

// Relative to where the command was typed (npm runs the script in packages/engine), when inside it.
const shown = (file: string) => {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};

/**
 * Does what the baseline flags ask with the measured totals: compares them with
 * `--check-baseline` (printing every figure that fell, and those that rose) and writes them to
 * `--write-baseline`. Returns the exit code: 1 when a figure fell, else 0.
 */
export async function checkStructureBaseline(
  totals: StructureTotals,
  args: Pick<EvalArgs, 'checkBaseline' | 'writeBaseline'>,
): Promise<number> {
  const current = baselineOf(totals);
  let code = 0;
  if (args.checkBaseline) {
    const baseline = await readBaseline(args.checkBaseline);
    const { falls, gains } = compareBaseline(current, baseline);
    const note = labelsChanged(current, baseline);
    console.log(`\n## Structure baseline (${shown(args.checkBaseline)})`);
    if (note) console.log(`Note: ${note}.`);
    for (const gain of gains) console.log(`  better: ${gain}`);
    for (const fall of falls) console.log(`  WORSE: ${fall}`);
    if (falls.length) {
      console.log(`Baseline check failed: ${falls.length} figure(s) below the baseline.`);
      code = 1;
    } else {
      console.log(
        gains.length
          ? 'Baseline check passed; raise the baseline with --write-baseline to keep the gains.'
          : 'Baseline check passed: every figure as in the baseline.',
      );
    }
  }
  if (args.writeBaseline) {
    await writeBaseline(args.writeBaseline, current);
    console.log(`\nWrote the structure baseline to ${shown(args.writeBaseline)}.`);
  }
  return code;
}
