// A role's header line without its dates: what is left names the title, the employer and the
// place.
import { dateLabels } from '../../data/header-field-labels';
import type { DateRange } from '../find-dates';
import { hasTitleWord } from './has-title-word';
import { isVerbLed } from './is-verb-led';

// 'From' and 'Duration' lead into a header's dates, though alone on a line they label no form.
const DATES_LEAD = new Set([...dateLabels, 'from', 'duration']);

/** 'Jan 2020 – Present' taken out of a header line, with the dashes, bars and commas it left. */
export function withoutDates(text: string, dates: DateRange | null): string {
  if (!dates) return text.trim();
  const cut = otherColumnCut(text, dates);
  // 'Account Executive 01/1995 to 01/1998 Tidewater Supply': between a short title and a name
  // after them, a range stood where a bar would, and one is left in its place.
  const at = cut.indexOf(dates.text);
  const between =
    dates.start !== dates.end &&
    /[\p{L})]\s*$/u.test(cut.slice(0, at)) &&
    /^\s*\p{Lu}/u.test(cut.slice(at + dates.text.length)) &&
    titleBeforeDates(cut, dates.text)
      ? ' | '
      : ' ';
  const rest = cut
    .replace(dates.text, between)
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    // 'Saint John’s University. 09/2022 – Current.': the full stops around the dates go too.
    .replace(/\.\s+\.\s*$/, '')
    .replace(/(\S)\s+\.\s*$/, '$1')
    // 'Banker at Metro Bank: March 2018 – …': the colon that led into the dates goes too.
    .replace(/\s*(?:[|,–—•·/:]|\s-\s)\s*$/, '')
    // 'Kitchen employee from 2017 – 2019': the word that led into the dates goes with them.
    .replace(/\s+(?:from|since|during|between)\s*$/i, '')
    // '2017 - 2023. Kyiv Metro': the full stop after dates that open the line goes too.
    // 'April 2019 – July 2021 / Samarinda, Indonesia': a slash sets the place apart too.
    .replace(/^\s*(?:[|,–—•·/]|-\s|\.\s)\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // 'From: 2007 – 2010', 'Dates: …': a label of the dates alone goes with them. So do marks
  // with no word ('PRESENT’', a quote typed after the dates).
  if (!/[\p{L}\p{N}]/u.test(rest)) return '';
  return DATES_LEAD.has(rest.replace(/\s*:$/, '').toLowerCase()) ? '' : rest;
}

/**
 * A header read across two columns ('Senior Analyst Oct 2018 - Present and Computer Science
 * (2011 2015)'): when the text after the role's range holds years of its own, it is the other
 * column's line, and the header ends with the range.
 */
function otherColumnCut(text: string, dates: DateRange): string {
  const end = text.indexOf(dates.text) + dates.text.length;
  const tail = text.slice(end);
  if (dates.start === dates.end || !/(?:^|\D)(?:19|20)\d{2}(?!\d)/.test(tail)) return text;
  return text.slice(0, end);
}

/** Whether a short title, and nothing else, stands before the line's dates. */
export function titleBeforeDates(text: string, datesText: string): boolean {
  const before = text.slice(0, text.indexOf(datesText)).trim();
  const words = before.split(/\s+/);
  return before !== '' && words.length <= 8 && hasTitleWord(before) && !isVerbLed(before);
}
