// Rewrites of every role's date range into another style. Each style writes the months the
// original range denotes, so the reading must keep them (or, for year-only styles, the years).
import type { ResumeText } from './resume-text';
import { literal, type StructureTransform } from './structure-transform';
import { LONG_MONTHS, parseRange, type WrittenMonth, type WrittenRange } from './written-month';

const two = (n: number) => String(n).padStart(2, '0');

/** A month in one style; a range whose text had only years keeps only years. */
type MonthStyle = (m: { year: number; month: number }) => string;

const short: MonthStyle = (m) => `${LONG_MONTHS[m.month - 1]!.slice(0, 3)} ${m.year}`;
const long: MonthStyle = (m) => `${LONG_MONTHS[m.month - 1]} ${m.year}`;
const slashed: MonthStyle = (m) => `${two(m.month)}/${m.year}`;
const dotted: MonthStyle = (m) => `${m.year}.${two(m.month)}`;
// 'May' has no abbreviation to mark; 'Sept.' is how many write September.
const pointed: MonthStyle = (m) =>
  m.month === 5
    ? short(m)
    : `${LONG_MONTHS[m.month - 1]!.slice(0, m.month === 9 ? 4 : 3)}. ${m.year}`;

const written = (style: MonthStyle) => (m: WrittenMonth) =>
  m.month === null ? String(m.year) : style({ year: m.year, month: m.month });

/** Every role's dates rewritten by `write`; ranges the suite cannot parse stay as they are. */
function rewriteDates(
  resume: ResumeText,
  write: (range: WrittenRange) => string,
  atLineEnd = false,
): string {
  let text = resume.text;
  for (const role of resume.roles) {
    const range = parseRange(role.dates);
    if (!range) continue;
    const found = new RegExp(`${literal(role.dates)}${atLineEnd ? '(?=\\n|$)' : ''}`, 'g');
    text = text.replace(found, () => write(range));
  }
  return text;
}

/** A date style from how it writes a month, what it puts between, and what it calls today. */
function monthStyle(
  name: string,
  style: MonthStyle,
  between: string,
  now: string,
): StructureTransform {
  const month = written(style);
  return {
    name: `dates ${name}`,
    keeps: 'month',
    apply: (r) =>
      rewriteDates(
        r,
        (range) => `${month(range.start)}${between}${range.end ? month(range.end) : now}`,
      ),
  };
}

/** 'Jan 2020 – Mar 2021'. */
export const shortMonths = monthStyle('Jan 2020', short, ' – ', 'Present');
/** '01/2020 – 03/2021'. */
export const slashedMonths = monthStyle('01/2020', slashed, ' – ', 'Present');
/** '2020.01 – 2021.03'. */
export const dottedMonths = monthStyle('2020.01', dotted, ' – ', 'Present');
/** 'January 2020 to Present'. */
export const longMonthsTo = monthStyle('January 2020 to Present', long, ' to ', 'Present');
/** 'Jan 2020–Current': no spaces around the dash, and 'Current' for today. */
export const tightCurrent = monthStyle('Jan 2020–Current', short, '–', 'Current');
/** 'Jan. 2020 - Sept. 2021': abbreviation points, and a hyphen between. */
export const pointedMonths = monthStyle('Jan. 2020 - Present', pointed, ' - ', 'Present');

/** '2020 – now': years only, and 'now' for a role that runs on. */
export const yearsToNow: StructureTransform = {
  name: 'dates 2020 – now',
  keeps: 'year',
  apply: (r) =>
    rewriteDates(r, (range) => `${range.start.year} – ${range.end ? range.end.year : 'now'}`),
};

/** '2020 –' at the end of the line and 'Present' (or the end year) alone on the next one. */
export const endOnNextLine: StructureTransform = {
  name: 'dates 2020 – / Present on the next line',
  keeps: 'year',
  apply: (r) =>
    rewriteDates(
      r,
      (range) => `${range.start.year} –\n${range.end ? range.end.year : 'Present'}`,
      true,
    ),
};

/** The same break with months: 'Mar 2020 –' then 'Present' (or 'Jun 2023') on the next line. */
export const monthEndOnNextLine: StructureTransform = {
  name: 'dates Mar 2020 – / Present on the next line',
  keeps: 'month',
  apply: (r) => {
    const month = written(short);
    return rewriteDates(
      r,
      (range) => `${month(range.start)} –\n${range.end ? month(range.end) : 'Present'}`,
      true,
    );
  },
};
