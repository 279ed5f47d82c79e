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
import { compareGeneration, type GenerationFigures } from './generation-totals';
import { compareMatchRanking, type MatchRankingFigures } from './compare-match-ranking';

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
  generation: GenerationFigures | null = null,
  matchRanking: MatchRankingFigures | null = null,
): Promise<number> {
  const current = {
    ...baselineOf(totals),
    ...(generation ? { generation } : {}),
    ...(matchRanking ? { matchRanking } : {}),
  };
  let code = 0;
  if (args.checkBaseline) {
    const baseline = await readBaseline(args.checkBaseline);
    const structure = compareBaseline(current, baseline);
    // A baseline without generator figures predates the generator table: nothing to hold to.
    const pairs =
      generation && baseline.generation
        ? compareGeneration(generation, baseline.generation)
        : { falls: [], gains: [] };
    const ranking =
      matchRanking && baseline.matchRanking
        ? compareMatchRanking(matchRanking, baseline.matchRanking)
        : { falls: [], gains: [] };
    const falls = [...structure.falls, ...pairs.falls, ...ranking.falls];
    const gains = [...structure.gains, ...pairs.gains, ...ranking.gains];
    const note = labelsChanged(current, baseline);
    console.log(`\n## Structure, generator and match baseline (${shown(args.checkBaseline)})`);
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
