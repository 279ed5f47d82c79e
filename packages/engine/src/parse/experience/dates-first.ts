import type { EntryLine } from './describe-entry-line';

/**
 * Whether a section sets each role's dates alone on the line before its title ('2019 – 2021'
 * over 'Engineer at Acme', as dates-first templates do): its first role opens with a line of
 * dates alone that nothing above it can head. A resume keeps one order for all its roles, so a
 * later line of dates alone then opens its role too, and the short last line of the role above
 * ('TBD', 'Kubernetes') is not taken for its title.
 */
export function isDatesFirst(
  lines: EntryLine[],
  anchors: number[],
  canJoinHeader: (l: EntryLine) => boolean,
): boolean {
  const first = anchors[0];
  if (first === undefined || lines[first]!.rest !== '') return false;
  const above = lines[first - 1];
  const below = lines[first + 1];
  return (
    (above === undefined || !canJoinHeader(above)) &&
    below !== undefined &&
    !below.dates &&
    canJoinHeader(below)
  );
}
