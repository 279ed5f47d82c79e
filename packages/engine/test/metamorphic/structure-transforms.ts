// The structure suite's transforms as data: every rewrite that must leave the roles as read.
import {
  dottedMonths,
  endOnNextLine,
  longMonthsTo,
  shortMonths,
  slashedMonths,
  yearsToNow,
} from './date-transforms';
import { companyFirst, headerSeparator } from './header-transforms';
import { colonHeadings, experienceHeading, titleCaseHeadings } from './heading-transforms';
import {
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
  trailingSpaces,
  ...['•', '-', '*', '▪', ''].map(bulletGlyph),
  indentedBullets,
  companyFirst,
  headerSeparator('—', ' — '),
  headerSeparator('@', ' @ '),
  headerSeparator('comma', ', '),
  headerSeparator('at', ' at '),
  headerSeparator('tab', '\t'),
  shortMonths,
  slashedMonths,
  dottedMonths,
  longMonthsTo,
  yearsToNow,
  endOnNextLine,
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
];
