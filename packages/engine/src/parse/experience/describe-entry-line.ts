import type { TextLine } from '../../types';
import { findDateRange, type DateRange } from '../find-dates';
import { jobTitleWords } from '../../data/job-title-words';
import { isVerbLed } from './is-verb-led';

/** What the entry grammar needs to know about one line of an experience section. */
export interface EntryLine {
  line: TextLine;
  /** The date range the line holds, if any. */
  dates: DateRange | null;
  /** The text without its dates and the separators around them. */
  rest: string;
  /** A computed length of service ('2 years 10 months'): never a title, never an achievement. */
  duration: boolean;
  /** Short, unpunctuated, not a list item: it can be part of a role's header. */
  headerish: boolean;
  /** Opens with a verb ('Managed...', 'Leading...'): an achievement, even without a glyph. */
  verbLed: boolean;
  /** Holds a word job titles use ('Engineer', 'Manager', 'Intern'). */
  titleLike: boolean;
}

const DURATION =
  /^\(?\s*(?:\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|months?|mos?)\.?\s*,?\s*){1,2}\)?$|^\(?\s*less than a (?:year|month)\s*\)?$/i;

/** 'Jan 2020 – Present' taken out of a header line, with the dashes, bars and commas it left. */
function withoutDates(text: string, dates: DateRange | null): string {
  if (!dates) return text.trim();
  return text
    .replace(dates.text, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s*(?:[|,–—•·]|\s-\s)\s*$/, '')
    .replace(/^\s*(?:[|,–—•·]|-\s)\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Whether a piece of text uses words of job titles. */
export function hasTitleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .some((w) => jobTitleWords.has(w));
}

/** Describes one line of an experience section for the entry grammar. */
export function describeEntryLine(line: TextLine): EntryLine {
  const dates = findDateRange(line.text);
  const rest = withoutDates(line.text, dates);
  const words = rest.split(/\s+/).filter(Boolean);
  const duration = DURATION.test(rest);
  // A full stop after 'Inc.' or in a header set with bars does not make a sentence.
  const sentence =
    /[.!?]["”’)]?$/.test(rest) &&
    words.length > 5 &&
    !/\b(?:inc|ltd|co|corp|llc|jr|sr|st|u\.s)\.$/i.test(rest) &&
    !/\s[|•·]\s/.test(rest);
  return {
    line,
    dates,
    rest: duration ? '' : rest,
    duration: DURATION.test(line.text.trim()),
    headerish:
      !line.bullet &&
      // '93%' alone is the end of a wrapped line; a date alone is a header's.
      (rest === '' || /\p{L}{2}/u.test(rest)) &&
      rest.length <= 110 &&
      words.length <= 14 &&
      !sentence &&
      // Two sentences, or a lead-in to a list ('Can also include:'), are description.
      !/[.!?]\s+\p{Lu}/u.test(rest) &&
      !(/:$/.test(rest) && words.length > 6) &&
      // '..., improving accuracy to 93%': a clause after a comma is a sentence's.
      !/,\s+\p{Ll}+\s+\S+\s+\S+/u.test(rest),
    verbLed: isVerbLed(rest),
    titleLike: hasTitleWord(rest),
  };
}
