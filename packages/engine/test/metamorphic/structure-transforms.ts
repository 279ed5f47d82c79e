// The structure suite's transforms as data: every rewrite that must leave the roles as read.
import {
  dottedMonths,
  endOnNextLine,
  longMonthsTo,
  monthEndOnNextLine,
  pointedMonths,
  shortMonths,
  slashedMonths,
  tightCurrent,
  yearsToNow,
} from './date-transforms';
import { companyFirst, headerSeparator, placeInBrackets } from './header-transforms';
import {
  colonHeadings,
  experienceHeading,
  sectionHeading,
  titleCaseHeadings,
} from './heading-transforms';
import { composed } from './composed-transform';
import { datesAboveHeader, datesAtRightMargin, datesLeadHeader } from './dates-placement';
import {
  blankBeforeBullets,
  bulletGlyph,
  crlfLineEnds,
  doubleSpaced,
  indentedBullets,
  spacesForTabs,
  tabsForSpaces,
  trailingSpaces,
} from './layout-transforms';
import type { StructureTransform } from './structure-transform';

/**
 * Every transform the suite knows; the test runs each on every resume it changes, minus the
 * pairs `knownBreaks` names. The corpora already write ' | ' between title and company and
 * their headings in capitals, so those are the starting point rather than transforms.
 */
export const structureTransforms: StructureTransform[] = [
  doubleSpaced,
  crlfLineEnds,
  tabsForSpaces,
  spacesForTabs,
  datesAtRightMargin('spaces'),
  datesAtRightMargin('tab'),
  datesAboveHeader,
  datesLeadHeader,
  trailingSpaces,
  ...['•', '-', '*', '▪', ''].map(bulletGlyph),
  indentedBullets,
  blankBeforeBullets,
  companyFirst,
  placeInBrackets,
  headerSeparator('—', ' — '),
  headerSeparator('@', ' @ '),
  headerSeparator('comma', ', '),
  headerSeparator('at', ' at '),
  headerSeparator('tab', '\t'),
  shortMonths,
  slashedMonths,
  dottedMonths,
  longMonthsTo,
  tightCurrent,
  pointedMonths,
  yearsToNow,
  endOnNextLine,
  monthEndOnNextLine,
  titleCaseHeadings,
  colonHeadings,
  ...[
    'Experience',
    'Work Experience',
    'Professional Experience',
    'Employment History',
    'Work History',
    'Career History',
  ]
    .flatMap((synonym) => [experienceHeading(synonym, true), experienceHeading(synonym, false)])
    // 'EXPERIENCE' is what the corpora write already.
    .filter((t) => t.name !== 'experience heading EXPERIENCE'),
  ...['Volunteering', 'Volunteer Work', 'Community Involvement'].map((synonym) =>
    sectionHeading(/^volunteer experience$/i, synonym),
  ),
  ...['Leadership Experience', 'Leadership and Activities'].map((synonym) =>
    sectionHeading(/^leadership$/i, synonym),
  ),
  composed(
    'an editor on Windows: CRLF, trailing spaces, ▪ bullets, title-case headings, long months',
    [longMonthsTo, titleCaseHeadings, bulletGlyph('▪'), trailingSpaces, crlfLineEnds],
  ),
  composed('another writer: company first, 01/2020 dates, Work History, indented - bullets', [
    companyFirst,
    slashedMonths,
    experienceHeading('Work History', false),
    bulletGlyph('-'),
    indentedBullets,
  ]),
  composed('a hurried writer: 2020 – now, Employment History, bullets after a blank line', [
    yearsToNow,
    experienceHeading('Employment History', true),
    blankBeforeBullets,
  ]),
];
