import type { GenerationPairResult } from './evaluate-generation-pairs';
import { percentOf } from './structure-totals';

/** The generator table's figures for all pairs: the ones `.ci/run` holds to a baseline. */
export interface GenerationFigures {
  pairs: number;
  namesPct: number;
  rolesPct: number;
  achievementsPct: number;
  /** Achievements printed under a role other than their own. */
  misplaced: number;
  unsourced: number;
  newNumbers: number;
  /** Pairs whose ATS score fell. */
  lower: number;
  /** Pairs the generator refused or failed. */
  failed: number;
}

/** Adds up the pairs. */
export function generationFigures(results: readonly GenerationPairResult[]): GenerationFigures {
  const sum = (f: (r: GenerationPairResult) => number) => results.reduce((n, r) => n + f(r), 0);
  return {
    pairs: results.length,
    namesPct: percentOf(
      sum((r) => Number(r.nameRight)),
      results.length,
    ),
    rolesPct: percentOf(
      sum((r) => r.rolesFound),
      sum((r) => r.roles),
    ),
    achievementsPct: percentOf(
      sum((r) => r.achievementsKept),
      sum((r) => r.achievements),
    ),
    misplaced: sum((r) => r.misplaced),
    unsourced: sum((r) => r.unsourced),
    newNumbers: sum((r) => r.newNumbers.length),
    lower: sum((r) => Number(r.atsAfter < r.atsBefore)),
    failed: sum((r) => Number(r.error !== undefined)),
  };
}

const HIGHER_IS_BETTER: ReadonlySet<keyof GenerationFigures> = new Set([
  'namesPct',
  'rolesPct',
  'achievementsPct',
]);

/** One sentence per figure worse than the baseline's, and one per figure better. */
export function compareGeneration(
  current: GenerationFigures,
  baseline: GenerationFigures,
): { falls: string[]; gains: string[] } {
  const falls: string[] = [];
  const gains: string[] = [];
  for (const key of Object.keys(baseline) as Array<keyof GenerationFigures>) {
    if (key === 'pairs' || current[key] === baseline[key]) continue;
    const better = HIGHER_IS_BETTER.has(key)
      ? current[key] > baseline[key]
      : current[key] < baseline[key];
    (better ? gains : falls).push(
      `generation ${key} went from ${baseline[key]} to ${current[key]}`,
    );
  }
  return { falls, gains };
}

/** Prints the generator table: a row per pair, then the totals. */
export function printGeneration(results: readonly GenerationPairResult[]): GenerationFigures {
  console.log(
    '\n## Generator (each labelled resume for a job of its field; eval-generation-pairs.json)',
  );
  console.log(
    '| resume | job | name | roles kept | achievements kept | under another role | unsourced | new numbers | ATS before | ATS after | ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.resume} | ${r.job} | ${r.nameRight ? 'kept' : 'LOST'} | ${r.rolesFound}/${r.roles} | ${r.achievementsKept}/${r.achievements} | ${r.misplaced} | ${r.unsourced} | ${r.newNumbers.length ? r.newNumbers.join(' ') : 0} | ${r.atsBefore} | ${r.atsAfter} | ${r.ms.toFixed(0)} |${r.error ? ` ERROR: ${r.error}` : ''}`,
    );
    for (const miss of r.misses) console.log(`|   | ${miss} |`);
  }
  const f = generationFigures(results);
  const mean = (g: (r: GenerationPairResult) => number) =>
    (results.reduce((n, r) => n + g(r), 0) / Math.max(1, results.length)).toFixed(1);
  console.log(
    `\nGenerator: ${f.pairs} pairs; names ${f.namesPct}%, roles kept ${f.rolesPct}%, achievements kept ${f.achievementsPct}%, ${f.misplaced} under another role, ${f.unsourced} unsourced lines, ${f.newNumbers} new numbers, ATS ${mean((r) => r.atsBefore)} -> ${mean((r) => r.atsAfter)} (lower on ${f.lower}), ${f.failed} failed.`,
  );
  return f;
}
