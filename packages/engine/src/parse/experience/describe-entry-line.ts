import type { TextLine } from '../../types';
import { findDateRange, findOpenRange, findStartlessRange, type DateRange } from '../find-dates';
import { isVerbLed } from './is-verb-led';
import { hasTitleWord } from './has-title-word';
import { isLabelledLine } from './is-labelled-line';
import { isTechList } from './is-tech-list';
import { isListLabel } from './is-list-label';
import { endsWithAbbreviation } from '../ends-with-abbreviation';
import { titleBeforeDates, withoutDates } from './without-dates';
import { isNameCased, nounTitle, titleThenName } from './title-then-name';
import { dottedFields } from './dotted-fields';
import { withoutSidebarContact } from './sidebar-contact';
import {
  fieldsOnly,
  isCommaFields,
  twoSentences,
  unbracketed,
  unbracketedWords,
} from './entry-text-shapes';

/** What the entry grammar needs to know about one line of an experience section. */
export interface EntryLine {
  line: TextLine;
  /** The date range the line holds, if any. */
  dates: DateRange | null;
  /** The text without its dates and the separators around them. */
  rest: string;
  /**
   * A computed length of service ('2 years 10 months'), or a web address alone: never a title,
   * never an achievement, and no line of the header's three.
   */
  duration: boolean;
  /** Short, unpunctuated, not a list item: it can be part of a role's header. */
  headerish: boolean;
  /** Opens with a verb ('Managed...', 'Leading...'): an achievement, even without a glyph. */
  verbLed: boolean;
  /** Holds a word job titles use ('Engineer', 'Manager', 'Intern'). */
  titleLike: boolean;
  /**
   * Part of a role's description, never its header: a labelled line ('Technologies used: …')
   * or a bare list of technologies ('Kafka, Qt 5, C/C++, Jenkins').
   */
  described: boolean;
}

// Also 'Present' alone on the line after a range that already ended in it (job-site exports),
// and the employer's web address alone on its line, and a range's 'To' left alone on its line
// between two dates a column could not hold together: none is a title nor an achievement.
// 'Total Year of Experience: 4 year': the sum of a section's roles, labelled, is a duration too.
const DURATION =
  /^(?:(?:total\s+(?:(?:years?|yrs?)\s+of\s+)?experience|duration|period)\s*:\s*)?\(?\s*(?:\d+(?:\.\d+|\s*&\s*\d\/\d)?\+?\s*(?:years?|yrs?|months?|mos?|weeks?)\.?\s*,?\s*){1,2}\)?$|^\(?\s*less than a (?:year|month)\s*\)?$|^(?:present|current|now|to date|till now|to|until|till|through|thru)$|^(?:https?:\/\/|www\.)\S+$/i;

// Short forms that stand before a name: 'St. Luke', 'Mt. Sinai', 'Dr. Patel', 'Sr. Web Developer'.
// So do a company's legal forms before the rest of its name: 'Simtech Systems Inc. Oy'.
// Legal forms written first are among them: 'PT. Perusahaan Pelayaran' (Indonesia), 'Pvt.'.
const NAME_ABBREVIATIONS =
  /\b(st|ste|mt|ft|dr|dra|mr|mrs|ms|prof|sr|sra|jr|inc|co|corp|ltd|pt|pvt|cv|sdn|bhd|tbk)\.(?=\s+\p{Lu})/giu;

// A company's legal form at the end ('Make Time Together Ltd'): a name, whatever word opens it.
const LEGAL_NAME = /\s(?:Ltd|Inc|LLC|LLP|GmbH|plc|PLC|Corp|Pty Ltd|S\.A|AG|BV|Oy|AB)\.?$/;

// A person's initial before a name ('J.C. Senckenberg University Library') ends no sentence.
const INITIAL = /(?<!\p{L})(\p{Lu})\.(?=\s+\p{Lu})/gu;

// A form's personal details ('Sex Male | Date of birth 02/03/1990 | Nationality Greek',
// as Europass prints them): its date is a birthday, and the line no role's.
const PERSONAL_DETAILS =
  /\b(?:date of birth|birth ?date|born on|d\.o\.b\.|nationality|marital status)\b/i;

// How long the role lasted, as the header's last field ('…, Lakeside University, 24 months.'):
// no part of the employer, and no clause.
const TRAILING_DURATION = /,\s*\(?\d{1,2}\s*(?:years?|yrs?|months?|mos?)\)?\.?\s*$/i;

// 'Webmaster : www.example.org': a site the person ran, given under a label, is the role's text.
const LABELLED_LINK = /^[^:]{2,40}:\s*(?:https?:\/\/|www\.\s?)\S+/i;

const LIST_NUMBER = /^\d{1,2}[.)]\s+(?=\p{Lu})/u;

// 'I translated the information on the Centre's': a line in the first person is the role's
// text, whatever its length; no title or employer opens so.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const FIRST_PERSON = /^(?:I|We)\s+\p{Ll}/u;

// Participles that open employers' names ('Advanced Micro Devices', 'Applied Materials', 'United
// Airlines'); a duty in title case opens with other verbs ('Developed New Features').
const NAME_PARTICIPLE =
  /^(?:Advanced|Applied|United|Allied|Integrated|Consolidated|Associated|Affiliated|Amalgamated|Federated|Specialized|Specialised|Preferred|Accredited|Certified|Licensed)\s/;

// 'Launch Pad', 'Spark Studio': two capitalised words alone, the first a verb's plain form, name
// a place of work; a duty goes on in lowercase, or says what was done ('Conducting Lectures',
// 'Managed Accounts'); three such words may be a deed's heading ('Make Time Count').
const SHORT_NAME = /^(?!\p{L}+(?:ing|ed)\s)\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}&'’.-]*$/u;

/** Describes one line of an experience section for the entry grammar. */
export function describeEntryLine(line: TextLine): EntryLine {
  const personal = PERSONAL_DETAILS.test(line.text);
  const dates = personal
    ? null
    : (findOpenRange(line.text) ?? findDateRange(line.text) ?? findStartlessRange(line.text));
  // A list's number before a role's line ('1. Postdoctoral Associate at MIT | 2023 - 2025') is
  // no word of its fields.
  const fields = dottedFields(withoutDates(line.text, dates), dates)
    .replace(LIST_NUMBER, '')
    .replace(TRAILING_DURATION, '');
  // 'February 2015 – September 2015 (6 month secondment from Austrade)': a bracket beside the
  // dates says how the role was held, and names no field.
  const rest = dates && /^\([^()]+\)$/.test(fields) ? '' : withoutSidebarContact(fields, dates);
  const words = rest.split(/\s+/).filter(Boolean);
  const duration = DURATION.test(rest);
  // A full stop after 'Inc.' or in a header set with bars does not make a sentence.
  // A line that opens with its dates ends its header with a full stop as often as not
  // ('January 2021 – 2023 – Project Coordinator, Rightify Ghana.'): one sentence there is no
  // description.
  const datesFirst = dates !== null && line.text.trimStart().startsWith(dates.text);
  // 'Consultant doctoral student, Biomarker team, Servier. Paris, France.': after its range,
  // fields set apart by commas and full stops, none a clause, are the header's.
  const datedFields =
    datesFirst && dates.start !== dates.end && (!/[.!?]\s/.test(rest) || fieldsOnly(rest));
  // 'Senior Web Developer at Quayside Press. 2011 - present': a full stop that closes the fields
  // before the dates after them ends no sentence.
  const stopBeforeDates =
    dates !== null &&
    !datesFirst &&
    words.length <= 8 &&
    new RegExp(`\\.\\s*[(|,–—-]?\\s*${escapeRegExp(dates.text)}\\W*$`).test(line.text);
  const commaFields = isCommaFields(rest);
  const sentence =
    /[.!?]["”’)]?$/.test(rest) &&
    !stopBeforeDates &&
    !commaFields &&
    words.length > 5 &&
    !endsWithAbbreviation(rest) &&
    !/\s[|•·]\s/.test(rest) &&
    !datedFields;
  // Fields and dates set apart by a bar ('X, the moonshot factory (Chorus) | 2023-07 — 2023-11').
  const barred = dates !== null && /\s\|\s/.test(line.text);
  // A list label alone ('Highlights') heads the role's achievements: body, never header.
  const described =
    personal ||
    isLabelledLine(line.text) ||
    LABELLED_LINK.test(line.text) ||
    isTechList(rest) ||
    isListLabel(line.text);
  // A line that opens with its range is a role's whole header in one line (title, employer,
  // place), so it may run longer than a header line beside the dates; so is one whose range
  // follows a short title ('Director of Business Development 01/1998 to 01/2005 Acme Corp
  // Charlotte, North Carolina, South Carolina, Georgia').
  const whole = datesFirst || (dates !== null && titleBeforeDates(line.text, dates.text));
  return {
    line,
    dates,
    described,
    rest: duration ? '' : rest,
    duration: DURATION.test(line.text.trim()),
    headerish:
      !line.bullet &&
      !described &&
      !FIRST_PERSON.test(rest) &&
      // Nor after an opening phrase ('In 2022, I returned to lead our platform,').
      !/[,;:]\s*(?:I|We)\s+\p{Ll}/u.test(rest) &&
      // '93%' alone is the end of a wrapped line; a date alone is a header's, and so is a name
      // in figures set apart from its dates by a bar ('540 | 2022-04-30 —').
      (rest === '' || /\p{L}{2}/u.test(rest) || (barred && /^\d{2,6}$/.test(rest))) &&
      // A header line that ran onto the next and was joined back may run longer, where it is
      // only fields set apart by commas ('Postdoctoral researcher, 3D Vision Lab, Department of'
      // / 'Automation, Tsinghua University').
      // A bracket's aside ('(Hybrid- In-Person & Online)', the unit and town after an employer)
      // adds no field to count, in words or in letters.
      unbracketed(rest).length <=
        (whole ? 260 : line.joined?.length && fieldsOnly(rest) ? 160 : 110) &&
      unbracketedWords(rest) <= (whole ? 36 : 14) &&
      !sentence &&
      // Two sentences, or a lead-in to a list ('Can also include:'), are description; the dot
      // of 'St. Luke Health' or 'Dr. Patel' ends no sentence.
      !(
        twoSentences(rest.replace(NAME_ABBREVIATIONS, '$1').replace(INITIAL, '$1')) &&
        // 'Proof. Pest Control — Sales Representative — May 2018': a dated line of fields set
        // apart by dashes or bars is a header, whatever dots its names hold.
        !(dates && /\s[—|]\s|\s–\s.*\s–\s/.test(rest)) &&
        !datedFields
      ) &&
      !(/:$/.test(rest) && words.length > 6) &&
      // '..., improving accuracy to 93%': a clause after a comma is a sentence's (', and Fundraiser'
      // ends a list of names, not a clause), but not in a
      // line that opens with its dates and sets its fields apart with bars (a title's own 'and').
      (!/,\s+(?!(?:and|or)\s+\p{Lu})\p{Ll}+\s+\S+\s+\S+/u.test(rest) ||
        (datesFirst && /\s\|\s/.test(rest)) ||
        // 'X, the moonshot factory (Chorus)' set in bold or barred from its dates, unpunctuated:
        // a name, not a clause.
        ((line.emphasis || barred) && words.length <= 8 && !/[.;:]$/.test(rest)) ||
        titleThenName(rest)),
    // 'Institute of Social and Political Studies, 2023–': a dated line whose words are a name's,
    // every longer one capitalized, names an employer, though its first word is also a verb.
    // 'Research Intern, Team Lead, National Institute of Informatics' opens with a title.
    verbLed:
      isVerbLed(rest) &&
      // So is a bold name ('Complete Communication Services' over its dates), and a name of
      // something 'of' something ('Institute of Computing Technology, …', 'Head of the Computer
      // Science Department').
      !((dates || (line.emphasis && words.length <= 10)) && isNameCased(rest)) &&
      // Nor a short name whose first word is a participle ('Advanced Motor and Drives',
      // 'Applied Materials', 'United Airlines'): a duty goes on in lowercase.
      !(
        NAME_PARTICIPLE.test(rest) &&
        words.length <= 8 &&
        isNameCased(rest.replace(/\s*\([^()]*\)/g, ''))
      ) &&
      !/^\p{Lu}\p{Ll}+ of (?:the )?\p{Lu}/u.test(rest) &&
      !SHORT_NAME.test(rest) &&
      !titleThenName(rest) &&
      !nounTitle(rest) &&
      !LEGAL_NAME.test(rest),
    titleLike: hasTitleWord(rest),
  };
}
