import type { StructureCounts } from './match-structure';

/** The counts of several files added up. */
export interface StructureTotals {
  files: number;
  names: number;
  roles: number;
  rolesFound: number;
  datesRight: number;
  achievements: number;
  achievementsKept: number;
  misplaced: number;
  refused: number;
  missedWithDates: number;
  unmatchedRead: number;
}

/** Adds up the counts of a group of files. */
export function structureTotals(group: readonly StructureCounts[]): StructureTotals {
  const sum = (count: (c: StructureCounts) => number) =>
    group.reduce((total, c) => total + count(c), 0);
  return {
    files: group.length,
    names: sum((c) => Number(c.nameRight)),
    roles: sum((c) => c.roles),
    rolesFound: sum((c) => c.rolesFound),
    datesRight: sum((c) => c.datesRight),
    achievements: sum((c) => c.achievements),
    achievementsKept: sum((c) => c.achievementsKept),
    misplaced: sum((c) => c.misplaced),
    refused: sum((c) => Number(c.refused)),
    missedWithDates: sum((c) => c.missedWithDates),
    unmatchedRead: sum((c) => c.unmatchedRead),
  };
}

/**
 * A share in percent with one decimal, 100 when nothing was labelled. One decimal, not whole
 * percents, so that a baseline notices a single lost role or achievement on a corpus of hundreds.
 */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((1000 * part) / whole) / 10;
}

/**
 * The one-line summary in the words and rounding of the corpus's reference scorer
 * (shared/tools/structure-score.mjs), so the two can be compared at a glance.
 */
export function summaryLine(t: StructureTotals): string {
  const whole = (part: number, of: number) => (of === 0 ? 100 : Math.round((100 * part) / of));
  return (
    `structure on ${t.files} corpus resumes: names ${t.names}/${t.files}, ` +
    `roles ${whole(t.rolesFound, t.roles)}% of ${t.roles}, dates ${whole(t.datesRight, t.roles)}%, ` +
    `achievements ${whole(t.achievementsKept, t.achievements)}% of ${t.achievements}, ` +
    `under another role ${t.misplaced}, not read ${t.refused}`
  );
}
