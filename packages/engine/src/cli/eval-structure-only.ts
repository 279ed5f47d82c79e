// `npm run eval -- <folder>` on a folder labelled for work history alone: a structure.json and
// its files in resumes/, without the manifest.json of contact and heading labels (the wild set
// that scripts/cache-wild-set.mjs lays out). Only the structure figures can be measured there.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluateStructure } from './evaluate-structure';
import { splitOf, type Split } from './holdout';
import { printPartTotals } from './print-part-totals';
import { printStructure } from './print-structure';
import { structureTotals, type StructureTotals } from './structure-totals';

/** Whether a folder's structure.json says that part of its files are held out. */
export async function keepsHoldout(folder: string): Promise<boolean> {
  const labels = JSON.parse(await readFile(path.join(folder, 'structure.json'), 'utf8')) as {
    holdout?: unknown;
  };
  return labels.holdout != null;
}

/**
 * Measures the structure of a folder's files, or of one part of a set with a holdout: the tuned
 * part file by file and in total, the held-out part in total only. A set with a holdout must be
 * measured a part at a time, so that no run prints a held-out file by name. Returns the totals
 * measured, for a baseline.
 */
export async function evalStructureOnly(folder: string, split?: Split): Promise<StructureTotals> {
  if (!split && (await keepsHoldout(folder)))
    throw new Error(
      `${folder} keeps a holdout: measure it with --split tuned, or --split holdout for totals only`,
    );
  const results = await evaluateStructure(folder, (file) => !split || splitOf(file) === split);
  if (split !== 'holdout') printStructure(results);
  printPartTotals(split ?? 'whole', results);
  return structureTotals(results);
}
