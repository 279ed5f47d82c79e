import type { EntryLine } from './describe-entry-line';
import { isLightHeaderLine, isTownOfRegion } from './is-light-header-line';
import { isEmployerNote } from './employer-note';

/**
 * How many of a header's few lines `lines[from..to)` take: a place, a street address, a website,
 * a duration ('(6 years)', a web address alone: see describe-entry-line.ts) or a sentence about
 * the employer between them (see employer-note.ts) takes none.
 */
export function headerWeight(lines: EntryLine[], from: number, to: number): number {
  let weight = 0;
  for (let i = from; i < to; i += 1)
    if (
      !lines[i]!.duration &&
      !isLightHeaderLine(lines[i]!.rest) &&
      !townUnderEmployer(lines, i) &&
      !isEmployerNote(lines, i)
    )
      weight += 1;
  return weight;
}

/**
 * 'Fayetteville, Georgia, USA' under the employer's own line (a title over an employer over its
 * town, region and country, as Word templates stack them) is the employer's place. Under a
 * title, the same shape names the employer ('Infosys, Karnataka, India') and takes its room.
 */
function townUnderEmployer(lines: EntryLine[], i: number): boolean {
  const above = lines[i - 1];
  return (
    above !== undefined &&
    !above.titleLike &&
    !above.dates &&
    above.headerish &&
    isTownOfRegion(lines[i]!.rest)
  );
}

/**
 * Whether the anchor is a line of dates alone with the role's title just under it ('Stripe' /
 * 'June 2022 – Present' / 'Senior Engineer' / its description): that title is the header's, so
 * the header keeps a line for it rather than reach further up into the role above. Where the
 * next role's dates follow at once ('Engineer, Acme' / '2019 – 2021' / 'Analyst, Globex' /
 * '2017 – 2019'), the line may as well head that role, and only a section whose roles open with
 * their dates (`datesFirst`) says it is this one's.
 */
export function titleBelow(
  lines: EntryLine[],
  anchor: number,
  nextAnchor: number,
  canJoin: (l: EntryLine) => boolean,
  datesFirst: boolean,
): boolean {
  const below = lines[anchor + 1];
  const fits =
    lines[anchor]!.rest === '' &&
    below !== undefined &&
    anchor + 1 < nextAnchor &&
    below.titleLike &&
    !below.dates &&
    !below.line.spaceBefore &&
    // Under a bold header, a plain line is the role's description ('Core developer of ...').
    !(lines[anchor - 1]?.line.emphasis && !below.line.emphasis) &&
    canJoin(below);
  if (!fits || datesFirst) return fits;
  const after = lines[anchor + 2];
  if (after === undefined) return true;
  if (anchor + 2 >= nextAnchor) return false;
  // What follows the title is the role's body, not another header line.
  return after.line.spaceBefore === true || !canJoin(after);
}
