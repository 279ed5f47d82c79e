import type { EntryLine } from './describe-entry-line';

/**
 * Whether a role's title is the line just below its dated line while neither of the two lines
 * above names a job ('Zapier  2016 – 2022' over 'Senior Engineer', as company-first templates
 * set it): the header then takes the employer's line above at most, so the title below still
 * fits and the short last line of the role above ('TBD') is not taken for it.
 */
export function titleBelow(
  lines: EntryLine[],
  anchor: number,
  canJoinHeader: (l: EntryLine) => boolean,
): boolean {
  const below = lines[anchor + 1];
  if (!below || below.line.spaceBefore || below.dates || !below.titleLike) return false;
  if (!canJoinHeader(below)) return false;
  return [lines[anchor - 1], lines[anchor - 2]].every((l) => l === undefined || !l.titleLike);
}
