import type { EntryLine } from './describe-entry-line';

/**
 * 'backstitch — Detroit, MI': a company whose name starts in lowercase, set apart from its place
 * by a dash or bar, which the end of a wrapped sentence is not.
 */
function lowercaseName(l: EntryLine): boolean {
  return l.headerish && !l.verbLed && /^\p{Ll}\S*\s+[—|]\s+\p{Lu}/u.test(l.rest);
}

/** A dated title line a blank below a short header line ('Stripe — Remote'). */
function fits(lines: EntryLine[], a: number, canJoinHeader: (l: EntryLine) => boolean): boolean {
  const [above, dated] = [lines[a - 1], lines[a]!];
  return (
    above !== undefined &&
    dated.line.spaceBefore === true &&
    dated.rest !== '' &&
    !above.dates &&
    (canJoinHeader(above) || lowercaseName(above))
  );
}

/**
 * The anchors whose header reaches across the blank above them: where most roles of a section
 * are headed by a short line, set a blank line above the dated title line
 * ('Stripe — Remote', blank, 'Engineer | 2019 – 2021': the employer as a heading of its own, as
 * company-first templates set it). A resume keeps one order for its roles, so that line is the
 * header's top although a blank stands between; a section laid out otherwise gives none.
 */
export function companyAboveGap(
  lines: EntryLine[],
  anchors: number[],
  canJoinHeader: (l: EntryLine) => boolean,
): Set<number> {
  const fitting = anchors.filter((a) => fits(lines, a, canJoinHeader));
  return fitting.length > 0 && fitting.length >= anchors.length * 0.6
    ? new Set(fitting)
    : new Set();
}
