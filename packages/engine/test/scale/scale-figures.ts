import { structureTotals, type StructureTotals } from '../../src/cli/structure-totals';
import type { StructureCounts } from '../../src/cli/match-structure';

/** The figures of a group of scale files: the structure totals and the files no role was read of. */
export interface ScaleFigures extends StructureTotals {
  /** Files with labelled roles of which not one was found: the reader missed the whole history. */
  noRoleRead: number;
}

/** Adds up a group of files. */
export function scaleFigures(group: readonly StructureCounts[]): ScaleFigures {
  return {
    ...structureTotals(group),
    noRoleRead: group.filter((c) => c.roles > 0 && c.rolesFound === 0).length,
  };
}
