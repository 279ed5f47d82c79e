import type { EntryLine } from './describe-entry-line';
import { isLightHeaderLine } from './is-light-header-line';

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
  if (rangesOpenRoles(lines, anchors)) return true;
  // The title under the dated line, past the employer's website or place set between them
  // ('HCL Technologies | 2018 — 2019' / 'https://www.hcl.com' / 'Lead Engineer').
  const titled = anchors.filter((a) => {
    const below = lines
      .slice(a + 1, a + 3)
      .find((l) => !l.duration && !(l.rest && isLightHeaderLine(l.rest)));
    return below !== undefined && !below.dates && below.titleLike && canJoinHeader(below);
  });
  return titled.length >= 2 && titled.length * 3 >= anchors.length * 2 && titled.includes(0);
}

/**
 * Whether every role's line opens with its range, its title after it ('2023 – 2025 Statistical
 * Advisor, Department of Infectious Diseases', as academic CVs set dates in a left column): the
 * lines between two such lines are the role's own, however much they look like a header.
 */
function rangesOpenRoles(lines: EntryLine[], anchors: number[]): boolean {
  const leading = anchors.filter((a) => {
    const { dates, rest, line } = lines[a]!;
    return dates !== null && rest !== '' && line.text.trimStart().startsWith(dates.text);
  });
  const titled = leading.filter((a) => lines[a]!.titleLike);
  return leading.length === anchors.length && titled.length * 3 >= anchors.length * 2;
}
