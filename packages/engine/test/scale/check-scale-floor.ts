// The CI floor of the scale corpus: a fixed subset of tuned people through every theme, whose
// figures may not fall below those committed in eval/scale-floor.json. A ratchet: raise it with
// write-scale-floor.ts as the reader improves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { percentOf } from '../../src/cli/structure-totals';
import type { ScaleFormat } from '../../src/cli/parse-scale-args';
import { ensureScale } from './ensure-scale';
import { evaluateScale, type ScaleResult } from './evaluate-scale';
import { scaleFigures, type ScaleFigures } from './scale-figures';
import { listPeople, peopleDir } from './scale-people';

/** Where the floor is committed. */
export const FLOOR_FILE = path.resolve(import.meta.dirname, '../../eval/scale-floor.json');

/** The formats the CI subset is made in (Markdown is one file a person, too few to weigh). */
export const FLOOR_FORMATS: ScaleFormat[] = ['pdf', 'docx', 'txt', 'spaced'];

/** The rates (percent, one decimal) and counts that may not get worse. */
export interface FloorFigures {
  names: number;
  rolesFound: number;
  datesRight: number;
  achievementsKept: number;
  /**
   * Of the achievements read under a role, the share under the wrong one. A share, not a count:
   * a theme going from unread to read brings new misplacings with the many it places right.
   */
  misplacedShare: number;
  noRoleRead: number;
  refused: number;
}

/** The committed floor: the people of the subset, and figures per tuned theme and format. */
export interface ScaleFloor {
  people: string[];
  figures: Record<string, FloorFigures>;
}

function floorFigures(f: ScaleFigures): FloorFigures {
  return {
    names: percentOf(f.names, f.files),
    rolesFound: percentOf(f.rolesFound, f.roles),
    datesRight: percentOf(f.datesRight, f.roles),
    achievementsKept: percentOf(f.achievementsKept, f.achievements),
    misplacedShare: percentOf(f.misplaced, f.achievementsKept + f.misplaced),
    noRoleRead: f.noRoleRead,
    refused: f.refused,
  };
}

/**
 * The subset's figures: one entry per tuned theme and format ('<theme> <format>'), and the
 * held-out themes as one aggregate, since their files are never looked at one by one.
 */
export function subsetFigures(results: readonly ScaleResult[]): Record<string, FloorFigures> {
  const figures: Record<string, FloorFigures> = {};
  const tuned = results.filter((r) => r.group === 'tuned');
  for (const key of [...new Set(tuned.map((r) => `${r.theme} ${r.format}`))].sort())
    figures[key] = floorFigures(
      scaleFigures(tuned.filter((r) => `${r.theme} ${r.format}` === key)),
    );
  figures['held-out themes'] = floorFigures(
    scaleFigures(results.filter((r) => r.group === 'held-out themes')),
  );
  return figures;
}

/** Reads and measures the subset named by `people`. */
export async function measureSubset(
  people: readonly string[],
): Promise<Record<string, FloorFigures>> {
  const present = new Set(await listPeople());
  const gone = people.filter((id) => !present.has(id));
  if (gone.length)
    throw new Error(
      `people of the floor missing from ${peopleDir()}: ${gone.join(', ')}; ` +
        'record the floor again (test/scale/write-scale-floor.ts)',
    );
  return subsetFigures(await evaluateScale(await ensureScale(people), FLOOR_FORMATS));
}

const HIGHER_IS_BETTER = ['names', 'rolesFound', 'datesRight', 'achievementsKept'] as const;
const RATES_LOWER_IS_BETTER = ['misplacedShare'] as const;
const LOWER_IS_BETTER = ['noRoleRead', 'refused'] as const;

/** Every figure of `now` worse than the floor's, and every group the floor has and `now` lacks. */
export function belowFloor(
  floor: Record<string, FloorFigures>,
  now: Record<string, FloorFigures>,
): string[] {
  const worse: string[] = [];
  for (const [group, was] of Object.entries(floor)) {
    const is = now[group];
    if (!is) {
      worse.push(`${group}: not measured`);
      continue;
    }
    for (const key of HIGHER_IS_BETTER)
      if (is[key] < was[key]) worse.push(`${group}: ${key} ${is[key]}% < ${was[key]}%`);
    for (const key of RATES_LOWER_IS_BETTER)
      if (is[key] > was[key]) worse.push(`${group}: ${key} ${is[key]}% > ${was[key]}%`);
    for (const key of LOWER_IS_BETTER)
      if (is[key] > was[key]) worse.push(`${group}: ${key} ${is[key]} > ${was[key]}`);
  }
  return worse;
}

/** The committed floor. */
export async function readFloor(): Promise<ScaleFloor> {
  return JSON.parse(await readFile(FLOOR_FILE, 'utf8')) as ScaleFloor;
}
