// Which lines of a resume head its sections: known heading words, and short lines set as this
// resume sets its known headings, never a role's own lines.
import type { TextLine } from '../types';
import { bodyFontSize } from './body-font-size';
import { containsDateRange } from './find-dates';
import {
  EXPERIENCE_LIKE,
  headingKind,
  headingText,
  isHeadingLine,
  isHeadingShaped,
  isWholeHeading,
  isWholeHeadingLine,
} from './classify-heading';
import { listItemHeadings } from './list-item-headings';
import { repeatedRoleLabels } from './repeated-role-labels';
import { hasTitleWord } from './experience/has-title-word';
import { isBodyLineInWork, isCapitals, styleOf } from './body-line-in-work';

const isKnownHeading = (line: TextLine) =>
  isHeadingShaped(line) && headingKind(headingText(line)) !== null;

const kindOf = (line: TextLine) => headingKind(headingText(line)) ?? '';

/**
 * Decides which lines are section headings. Known heading words always are; other short lines
 * are when they look like this resume's own known headings (same size, case and weight), which
 * catches custom sections ('Invited Talks') without taking job titles for headings.
 */
export function headingTest(
  lines: TextLine[],
  roleHeaders: Set<TextLine>,
  roleBody: Set<TextLine>,
): (line: TextLine) => boolean {
  const body = bodyFontSize(lines);
  const largest = Math.max(0, ...lines.map((l) => l.fontSize));
  const first = lines[0];
  const headingStyles = new Set(
    lines.filter((l) => l.fontSize > body && isKnownHeading(l)).map(styleOf),
  );
  const listed = listItemHeadings(lines);
  const headerPlaces = new Set([...roleHeaders].filter((l) => l.line).map(placeOf));
  const repeated = repeatedRoleLabels(lines);
  // How this resume sets the headings of its experience sections: a role's 'Accomplishments'
  // set the same way is a section after all (a skill group set like it, 'Languages', says
  // nothing of how sections are set).
  const sectionStyles = new Set(
    lines
      .filter((l) => isKnownHeading(l) && !roleBody.has(l) && EXPERIENCE_LIKE.has(kindOf(l)))
      .map(styleOf),
  );
  // Headings of this resume's own, known ones ('Work', 'Volunteer'), none in capitals: a line
  // in capitals alone ('CGNAT' between blank lines) is then no heading by its capitals.
  const known = lines.filter((l) => isKnownHeading(l) && !roleBody.has(l));
  const capitalsHeadNothing = known.length >= 1 && !known.some((l) => isCapitals(l.text));
  // How this resume sets its roles' header lines, where no known heading is set so: a line set
  // the same way ('Banco Covalto' in the bold of the titles, over its roles) heads a role too.
  const roleStyles = stylesOfRoles(roleHeaders, known, body);
  // Such a line heads a role only with dates within six lines on, past a long note on the
  // employer ('The Fedora Project' in bold over sentences is no role's header, and may head a
  // section of its own); known by its place, as it may come back joined to the line it ran onto.
  const dated = lines.map((l) => !l.bullet && containsDateRange(l.text));
  const datesSoon = new Set(
    lines.filter((_, i) => dated.slice(i + 1, i + 7).includes(true)).map(placeOf),
  );
  // Its headings of known words whole ('Work Experience', 'Skills'), how they are set, and the
  // lines under those of work.
  const whole = known.filter(isWholeHeadingLine);
  const wholeStyles = new Set(whole.map(styleOf));
  const wholeLines = new Set(whole);
  const inWork = linesOfWork(lines, wholeLines);
  const indexOf = new Map(lines.map((l, i) => [l, i]));
  const marksHeadings = lines.filter((l) => l.heading).length >= 2;
  const titlesNamingSection = ownHeadingAsTitle(lines, wholeLines, dated);
  const sentenceEnds = wrappedSentenceEnds(lines, body);
  return (line) => {
    if (repeated.has(line) || titlesNamingSection.has(line) || sentenceEnds.has(line)) return false;
    // A line of a work section set as the text is, only opening with a heading's words
    // ('Training and document management (SharePoint)', an item of a role's list), heads
    // nothing where the headings are set otherwise.
    if (inWork.has(line) && isBodyLineInWork(line, body, wholeStyles)) return false;
    if (roleBody.has(line))
      return !/:\s*\S/.test(line.text) && isKnownHeading(line) && sectionStyles.has(styleOf(line));
    // A heading's word qualified ('Unreal Projects') right under a title's line in the same
    // type ('LEADING DEVELOPER' over it, in a work section, dates soon after) is the employer,
    // where the file marks its headings (a Word heading style) and this line is not marked.
    const k = indexOf.get(line) ?? 0;
    if (
      k > 0 &&
      inWork.has(line) &&
      !isWholeHeading(headingText(line)) &&
      underTitleLine(lines[k - 1]!, line) &&
      marksHeadings &&
      !line.heading &&
      datesSoon.has(placeOf(line))
    )
      return false;
    // 'Acme Research' under a role's dates, with a heading right after it: an employer's name
    // that ends in a heading's word closes the role, for a section would have lines.
    if (
      inWork.has(line) &&
      !isWholeHeading(headingText(line)) &&
      k > 0 &&
      dated[k - 1] &&
      line.fontSize <= body &&
      (k + 1 === lines.length || isKnownHeading(lines[k + 1]!))
    )
      return false;
    // A title that opens with a heading's word ('Project Leader'), over its employer and dates.
    if (roleHeaders.has(line) && !isWholeHeading(headingText(line))) return false;
    if (isKnownHeading(line) || listed.has(line)) return true;
    // A role's header line stays one when the line it ran onto is joined to it.
    if (roleHeaders.has(line) || (line.joined && headerPlaces.has(placeOf(line)))) return false;
    if (roleStyles.has(styleOf(line)) && datesSoon.has(placeOf(line))) return false;
    // The name at the top (first line, or the largest type) is not a section heading.
    if (line === first || (largest > 0 && line.fontSize === largest && line.page === 1))
      return false;
    const words = line.text.split(/\s+/).length;
    if (
      headingStyles.has(styleOf(line)) &&
      words <= 8 &&
      !/[.;]$/.test(line.text) &&
      /^\p{Lu}/u.test(line.text)
    ) {
      return !/@|\d{3}|[|•·]/.test(line.text);
    }
    if (capitalsHeadNothing && isCapitals(line.text) && !line.emphasis && line.fontSize <= body)
      return false;
    return isHeadingLine(line, body);
  };
}

/**
 * The styles (size, case, weight) of two or more role header lines set larger or bolder than
 * the body, and of known headings at most a third as often: a skill group named 'Languages' set
 * as the titles are heads no section.
 */
function stylesOfRoles(roleHeaders: Set<TextLine>, known: TextLine[], body: number): Set<string> {
  const counts = new Map<string, number>();
  for (const line of roleHeaders) {
    // Set like the body, a line's style tells nothing of what it heads.
    if (!line.emphasis && line.fontSize <= body) continue;
    counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + 1);
  }
  const headings = (style: string) => known.filter((l) => styleOf(l) === style).length;
  return new Set(
    [...counts].filter(([style, n]) => n >= 2 && n > 2 * headings(style)).map(([style]) => style),
  );
}

/** Where a line stands in the document, as page and line. */
const placeOf = (line: TextLine) => `${line.page}:${line.line ?? ''}`;

/**
 * Lines of an experience-like section that name the section's own kind in smaller type than its
 * heading, beside a role's dates ('Volunteer' under 'Harbour Food Bank | 2008 — 2012' in a
 * 'Volunteer' section): a role's title that happens to be the heading's word, not a new section.
 */
function ownHeadingAsTitle(
  lines: TextLine[],
  whole: Set<TextLine>,
  dated: readonly boolean[],
): Set<TextLine> {
  const out = new Set<TextLine>();
  let heading: TextLine | null = null;
  lines.forEach((line, i) => {
    if (!whole.has(line)) return;
    const repeats =
      heading !== null &&
      EXPERIENCE_LIKE.has(kindOf(heading)) &&
      kindOf(line) === kindOf(heading) &&
      line.fontSize > 0 &&
      line.fontSize < heading.fontSize - 0.5 &&
      dated.slice(Math.max(0, i - 2), i + 4).includes(true);
    if (repeats) out.add(line);
    else heading = line;
  });
  return out;
}

/**
 * A short line in the body's type that ends a sentence the line above ran out of room for
 * ('… for the National Institute for Aviation' / 'Research.'): the tail of a wrapped line, even
 * where its words are a heading's.
 */
function wrappedSentenceEnds(lines: TextLine[], body: number): Set<TextLine> {
  const out = new Set<TextLine>();
  lines.forEach((line, i) => {
    const above = lines[i - 1];
    if (
      above &&
      /\.$/.test(line.text) &&
      line.text.split(/\s+/).length <= 3 &&
      Math.abs(line.fontSize - body) < 0.3 &&
      !line.emphasis &&
      !line.bullet &&
      !line.spaceBefore &&
      !line.heading &&
      above.page === line.page &&
      above.fontSize === line.fontSize &&
      !above.emphasis &&
      above.text.length >= 40 &&
      !/[.:;!?]$/.test(above.text)
    )
      out.add(line);
  });
  return out;
}

/** The lines under a heading of work ('Experience', 'Volunteer'), up to the next of `headings`. */
function linesOfWork(lines: TextLine[], headings: Set<TextLine>): Set<TextLine> {
  const out = new Set<TextLine>();
  let inWork = false;
  for (const line of lines) {
    if (headings.has(line)) inWork = EXPERIENCE_LIKE.has(kindOf(line));
    else if (inWork) out.add(line);
  }
  return out;
}

/**
 * A line right under a job title's own line in the same bold type ('LEADING DEVELOPER' over
 * 'Unreal Projects'): the title's short line, no list item.
 */
function underTitleLine(title: TextLine, line: TextLine): boolean {
  return (
    title.emphasis &&
    line.emphasis &&
    !title.bullet &&
    title.fontSize === line.fontSize &&
    title.text.split(/\s+/).length <= 6 &&
    hasTitleWord(title.text)
  );
}
