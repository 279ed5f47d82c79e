import type { EntryLine } from './describe-entry-line';

/**
 * Whether a section sets each role's dates alone on the line before its title ('2019 – 2021'
 * over 'Engineer at Acme', as dates-first templates do): the section opens with a line of
 * dates alone, the title below it. A resume keeps one order for all its roles, so a
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
  const below = lines[first + 1];
  // The section opens with the dates: nothing above them, not even a line too long to join.
  return first === 0 && below !== undefined && !below.dates && canJoinHeader(below);
}
