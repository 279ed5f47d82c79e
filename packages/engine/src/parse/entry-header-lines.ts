import type { TextLine } from '../types';
import {
  EXPERIENCE_LIKE,
  headingKind,
  headingText,
  isWholeHeading,
  isWholeHeadingLine,
} from './classify-heading';
import { bodyFontSize } from './body-font-size';
import { isBodyLineInWork, styleOf } from './body-line-in-work';
import { containsDateRange, MONTH } from './find-dates';
import { isHeadingLabelInRole, isLabelledContent } from './labelled-body-lines';
import { endsWithAbbreviation } from './ends-with-abbreviation';
import { repeatedRoleLabels } from './repeated-role-labels';
import { isListLabel } from './experience/is-list-label';
import { isDatesAlone } from './is-dates-alone';
import { hasTitleWord } from './experience/has-title-word';
import {
  isLightHeaderLine,
  isStreetAddress,
  isWebAddress,
} from './experience/is-light-header-line';

/**
 * Lines of experience-like sections that lead into a dated line ('ACME CORPORATION' or
 * 'SOFTWARE ENGINEER' above 'Jan 2020 – Present'): they head a role, so they are not section
 * headings however they are set. Sections are followed by their known heading words only.
 */
export function entryHeaderLines(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  // 'Highlights' under every role labels the roles and leaves the section open.
  const labels = repeatedRoleLabels(lines);
  let inExperience = false;
  const body = bodyFontSize(lines);
  const wholeStyles = new Set(lines.filter(isWholeHeadingLine).map(styleOf));
  lines.forEach((line, i) => {
    // 'Technologies used: React' inside a role is the role's, not a 'Technologies' heading.
    // So is a role's own list label alone on its line ('Highlights' over its items).
    const labelled =
      inExperience &&
      (isLabelledContent(line.text) || isListLabel(line.text) || isHeadingLabelInRole(lines, i));
    // A heading never starts in lowercase: 'certification tools.' ends a wrapped sentence.
    // Nor does a line of a role's text that opens with a heading's words ('Training and document
    // management (SharePoint)') close the section.
    const kind =
      line.bullet ||
      labelled ||
      labels.has(line) ||
      /^\p{Ll}/u.test(line.text) ||
      (inExperience && isBodyLineInWork(line, body, wholeStyles))
        ? null
        : headingKind(headingText(line));
    // 'Project Leader' over its employer and dates, or under its dated employer's line, in a
    // work section: a title that opens with another section's word, not a section of projects
    // ('Relevant senior professional experience' over dates is a heading of work still).
    if (
      kind &&
      inExperience &&
      !EXPERIENCE_LIKE.has(kind) &&
      !isWholeHeading(headingText(line)) &&
      (isRoleAboveDates(lines, i) || isRoleUnderDatedLine(lines, i))
    ) {
      out.add(line);
      return;
    }
    if (kind) {
      inExperience = EXPERIENCE_LIKE.has(kind);
      return;
    }
    if (!inExperience) {
      // Before any heading of work, or under no heading at all ('Jack Lindsay', contact lines,
      // then 'Baseball Video Analyst' over its employer and dates): a line naming a job over a
      // dated line heads a role, never a section of its own.
      if (isRoleAboveDates(lines, i)) out.add(line);
      return;
    }
    if (line.bullet || containsDateRange(line.text)) return;
    // Headers are short and start with a capital or a digit; a lowercase start continues a line.
    if (!/^[\p{Lu}\p{N}]/u.test(line.text) || line.text.split(/\s+/).length > 10) return;
    if (!/\p{L}{2}/u.test(line.text)) return;
    if (/^(?:\d[\d.,]*\s*%|[$€£]\d|\d[\d.,]*\s+\p{Ll})/u.test(line.text)) return;
    if (/\.$/.test(line.text) && !endsWithAbbreviation(line.text)) return;
    // An employer's street address, set like the employer's name, heads a role, never a section.
    if (isStreetAddress(line.text)) out.add(line);
    // The next two lines, past a place or a website set between ('Stripe' / 'Remote' /
    // 'https://stripe.com' / 'June 2022 – Present'); three where this line or the next runs on
    // to the one after ('Adjunct Instructor & Research Associate (Pro' / 'Bono)').
    const wraps = wrappedBelow(lines, i) || wrappedBelow(lines, i + 1);
    const next = linesPastLight(lines, i + 1, wraps ? 3 : 2);
    if (next.some((l) => !l.bullet && (containsDateRange(l.text) || isShortSingleDated(l.text))))
      out.add(line);
    // Dates set before the title ('Aug 2022 – Present' / 'Senior Analyst' / bullets).
    const before = lines.slice(Math.max(0, i - 2), i);
    const dated = before.some((l) => !l.bullet && containsDateRange(l.text));
    if (dated && lines.slice(i + 1, i + 4).some((l) => l.bullet)) out.add(line);
    // A title set just under a line of dates alone, whatever follows ('Stripe' / 'June 2022 –
    // Present' / 'Senior Engineer' / a paragraph).
    const above = lines[i - 1];
    if (above && !above.bullet && isDatesAlone(above.text)) out.add(line);
    // The rest of such a title that ran onto the next line in its type ('2022 – Present' /
    // 'Contract Administration, Business Intelligence' / 'Engineer').
    if (above && out.has(above) && isTitleTail(lines, i)) out.add(line);
    // The employer's line under a dated title line ('Marketing Specialist  2022 – 2023' /
    // 'Sanofi UK — Reading, Berkshire'), set in the same bold as the headings: the header's.
    if (above && !above.bullet && isShortDatedLine(above.text)) out.add(line);
  });
  return out;
}

/** A short line naming a job, not a known heading, with a range of dates one or two lines on. */
function isRoleAboveDates(lines: TextLine[], i: number): boolean {
  const line = lines[i]!;
  if (line.bullet || line.text.split(/\s+/).length > 8 || !hasTitleWord(line.text)) return false;
  if (containsDateRange(line.text) || /^\p{Ll}/u.test(line.text) || /[.:]$/.test(line.text))
    return false;
  return lines.slice(i + 1, i + 3).some((l) => !l.bullet && containsDateRange(l.text));
}

/** A short line naming a job, not a known heading whole, right under a short dated line. */
function isRoleUnderDatedLine(lines: TextLine[], i: number): boolean {
  const [line, above] = [lines[i]!, lines[i - 1]];
  return (
    above !== undefined &&
    !above.bullet &&
    !line.bullet &&
    isShortDatedLine(above.text) &&
    line.text.split(/\s+/).length <= 8 &&
    hasTitleWord(line.text) &&
    !/[.:]$/.test(line.text)
  );
}

/**
 * A short line that ends in one date, a season's or a month's ('Part-time, Summer 2009'), or one
 * set apart ('Favaloro University · 2025'): a role's line of terms and dates, under its title.
 */
const isShortSingleDated = (text: string) =>
  (text.split(/\s+/).length <= 5 && SEASON_OR_MONTH_LAST.test(text.trim())) ||
  (text.split(/\s+/).length <= 10 && SET_APART_DATE_LAST.test(text.trim()));
const SEASON_OR_MONTH_LAST = new RegExp(`,\\s*(?:${MONTH})\\s+(?:19|20)\\d{2}$`, 'i');
// 'Favaloro University · 2025', 'Globex | June 2021': the employer and the one date of a role
// set apart by a dot or a bar; a comma alone ends too many lines of other sections' kinds.
const SET_APART_DATE_LAST = new RegExp(
  `^\\p{Lu}[^\\d]*\\s[·|•–—]\\s+(?:(?:${MONTH})\\s+)?(?:19|20)\\d{2}$`,
  'iu',
);

/** A header-sized line that holds a date range beside its words. */
const isShortDatedLine = (text: string) =>
  containsDateRange(text) && text.split(/\s+/).length <= 12 && !/[.!?]$/.test(text.trim());

/** A word or three under a title set under its dates, in the title's own type. */
function isTitleTail(lines: TextLine[], i: number): boolean {
  const [line, above, dates] = [lines[i]!, lines[i - 1], lines[i - 2]];
  return (
    above !== undefined &&
    dates !== undefined &&
    isDatesAlone(dates.text) &&
    line.emphasis &&
    above.emphasis &&
    line.fontSize === above.fontSize &&
    line.text.split(/\s+/).length <= 3 &&
    !/[.,;:]$/.test(above.text)
  );
}

/**
 * A long line in bold run on to the next in the same type ('Technical University of Munich,
 * Munich Institute of Robotics and Machine' / 'Intelligence (MIRMI)'): one field over two lines.
 */
function wrappedBelow(lines: TextLine[], i: number): boolean {
  const [a, b] = [lines[i], lines[i + 1]];
  return (
    a !== undefined &&
    b !== undefined &&
    a.emphasis &&
    b.emphasis &&
    a.fontSize > 0 &&
    a.fontSize === b.fontSize &&
    a.text.split(/\s+/).length >= 6 &&
    !/[.,;:]$/.test(a.text)
  );
}

/**
 * `count` lines from `from` on, places and websites among them not counted (two at most), nor
 * the sentence about the employer a street address may have under it before the website or the
 * dates ('Scalar Decisions' / '1 Toronto St, Toronto' / 'Canada's leading IT provider, …' /
 * 'https://cdw.ca' / 'June 2008 – June 2014').
 */
function linesPastLight(lines: TextLine[], from: number, count: number): TextLine[] {
  const out: TextLine[] = [];
  let counted = 0;
  for (let j = from; j < lines.length && counted < count && out.length < count + 5; j += 1) {
    out.push(lines[j]!);
    if (isStreetAddress(lines[j]!.text)) {
      const note = employerNoteEnd(lines, j + 1);
      out.push(...lines.slice(j + 1, note));
      j = note - 1;
    } else if (!isLightHeaderLine(lines[j]!.text)) counted += 1;
  }
  return out;
}

/** Where the sentence under an employer's street address ends: at a website or dates, up to three lines on. */
function employerNoteEnd(lines: TextLine[], from: number): number {
  for (let j = from; j < Math.min(lines.length, from + 4); j += 1) {
    const l = lines[j]!;
    if (l.bullet) return from;
    if (isWebAddress(l.text) || isDatesAlone(l.text)) return j;
  }
  return from;
}
