import type { EntryLine } from './describe-entry-line';

/**
 * Whether every role of a section opens with its dated line, its title on the line below
 * ('Institute of Political Studies, 2023–' over 'Assistant Professor'): the section starts with
 * such a line, so nothing can stand above its first role's dates, and most dated lines have a
 * title under them. A title there is then its own role's, never the top of the next header.
 */
export function datedLineLeads(
  lines: EntryLine[],
  anchors: number[],
  canJoinHeader: (l: EntryLine) => boolean,
): boolean {
  if (anchors.length < 2 || anchors[0] !== 0 || lines[0]!.rest === '') return false;
  const titled = anchors.filter((a) => {
    const below = lines[a + 1];
    return below !== undefined && !below.dates && below.titleLike && canJoinHeader(below);
  });
  return titled.length >= 2 && titled.length * 3 >= anchors.length * 2 && titled.includes(0);
}
