// The committed floor of the structure figures (packages/engine/eval-baseline.json): CI fails when
// a figure falls below it, and the team writes a new one as the engine improves.
import { readFile, writeFile } from 'node:fs/promises';
import { percentOf, type StructureTotals } from './structure-totals';
import type { GenerationFigures } from './generation-totals';
import type { MatchRankingFigures } from './compare-match-ranking';

/** The structure totals a baseline keeps. */
export interface EvalBaseline {
  names: number;
  rolesPct: number;
  datesPct: number;
  achievementsPct: number;
  misplaced: number;
  refused: number;
  /** What was labelled when it was measured, to tell new labels from a changed engine. */
  labelled?: { files: number; roles: number; achievements: number };
  /** The generator table's figures (eval-generation-pairs.json). */
  generation?: GenerationFigures;
  /** The match report's ranking (eval-match-fields.json). */
  matchRanking?: MatchRankingFigures;
}

/** A compared figure: its key in the file, what it is called, and which way is better. */
interface Figure {
  key: 'names' | 'rolesPct' | 'datesPct' | 'achievementsPct' | 'misplaced' | 'refused';
  label: string;
  higherIsBetter: boolean;
  unit: string;
}

const FIGURES: readonly Figure[] = [
  { key: 'names', label: 'names right', higherIsBetter: true, unit: '' },
  { key: 'rolesPct', label: 'roles found', higherIsBetter: true, unit: '%' },
  { key: 'datesPct', label: 'dates right', higherIsBetter: true, unit: '%' },
  { key: 'achievementsPct', label: 'achievements kept', higherIsBetter: true, unit: '%' },
  { key: 'misplaced', label: 'achievements under another role', higherIsBetter: false, unit: '' },
  { key: 'refused', label: 'files refused', higherIsBetter: false, unit: '' },
];

/** The baseline figures of a corpus's totals. */
export function baselineOf(t: StructureTotals): EvalBaseline {
  return {
    names: t.names,
    rolesPct: percentOf(t.rolesFound, t.roles),
    datesPct: percentOf(t.datesRight, t.roles),
    achievementsPct: percentOf(t.achievementsKept, t.achievements),
    misplaced: t.misplaced,
    refused: t.refused,
    labelled: { files: t.files, roles: t.roles, achievements: t.achievements },
  };
}

/**
 * One sentence per figure that is worse than the baseline (lower names and shares, more misplaced
 * achievements or refused files), and one per figure that is better (time to raise the baseline).
 */
export function compareBaseline(
  current: EvalBaseline,
  baseline: EvalBaseline,
): { falls: string[]; gains: string[] } {
  const worse = (f: Figure) =>
    f.higherIsBetter ? current[f.key] < baseline[f.key] : current[f.key] > baseline[f.key];
  const sentence = (f: Figure) =>
    `${f.label} ${current[f.key] < baseline[f.key] ? 'fell' : 'rose'} from ${baseline[f.key]}${f.unit} to ${current[f.key]}${f.unit}`;
  const changed = FIGURES.filter((f) => current[f.key] !== baseline[f.key]);
  return {
    falls: changed.filter(worse).map(sentence),
    gains: changed.filter((f) => !worse(f)).map(sentence),
  };
}

/** A note when the corpus's labels are not those the baseline was measured on, else null. */
export function labelsChanged(current: EvalBaseline, baseline: EvalBaseline): string | null {
  const now = current.labelled;
  const then = baseline.labelled;
  if (!now || !then) return null;
  if (
    now.files === then.files &&
    now.roles === then.roles &&
    now.achievements === then.achievements
  )
    return null;
  return (
    `the labels changed since the baseline (files ${then.files} -> ${now.files}, roles ` +
    `${then.roles} -> ${now.roles}, achievements ${then.achievements} -> ${now.achievements}); ` +
    'write a new baseline once the figures are understood'
  );
}

/** Reads a baseline file; throws a message naming the file when a figure is missing. */
export async function readBaseline(file: string): Promise<EvalBaseline> {
  const data = JSON.parse(await readFile(file, 'utf8')) as Partial<EvalBaseline>;
  const missing = FIGURES.filter(({ key }) => typeof data[key] !== 'number').map((f) => f.key);
  if (missing.length)
    throw new Error(`${file} is not an eval baseline: no number for ${missing.join(', ')}`);
  return data as EvalBaseline;
}

/** Writes a baseline as formatted JSON (the file is committed and read in review). */
export async function writeBaseline(file: string, baseline: EvalBaseline): Promise<void> {
  await writeFile(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
