import type { StructureResult } from './evaluate-structure';
import { percentOf, structureTotals } from './structure-totals';

const share = (part: number, whole: number) =>
  `${part}/${whole} (${percentOf(part, whole).toFixed(1)}%)`;

/**
 * Prints the totals of one part of a set with a holdout, and nothing about any single file: the
 * held-out part is measured with this alone, so whoever tunes the reader learns how it does on
 * files they have not seen without learning which files those are or what is in them.
 */
export function printPartTotals(part: string, results: readonly StructureResult[]): void {
  const totals = structureTotals(results);
  // A file whose labels have roles and from which the engine read none, refused files included.
  const noRole = results.filter((r) => r.roles > 0 && r.rolesRead === 0).length;
  const withRoles = results.filter((r) => r.roles > 0).length;
  console.log(`\n## Structure totals, ${part} part (${totals.files} files)`);
  console.log(
    '| names right | roles found | dates right | files with no role read | not read | missed, dates read | read roles matching no label |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${share(totals.names, totals.files)} | ${share(totals.rolesFound, totals.roles)} | ${share(
      totals.datesRight,
      totals.roles,
    )} | ${share(noRole, withRoles)} | ${totals.refused} | ${totals.missedWithDates} | ${
      totals.unmatchedRead
    } |`,
  );
}
