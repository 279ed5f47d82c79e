// Months in the other languages resumes here come in (French, Spanish, Portuguese, German,
// Italian, Dutch, Swedish, Indonesian, Romanian), whole or by their usual abbreviations. Not inside a word: 'Email 2019' holds no May.
const OTHER_MONTHS =
  '(?<![a-zà-ÿ])(?:janvier|janv|f[ée]vrier|f[ée]vr|f[ée]v|mars|avril|avr|mai|juin|juillet|juil|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|d[ée]c|enero|ene|febrero|marzo|abril|abr|mayo|junio|julio|agosto|ago|se(?:p)?tiembre|octubre|noviembre|diciembre|dic|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|dezembro|dez|januar|februar|m[äa]rz|juni|juli|oktober|okt|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|augusti|maret|agustus|desember|ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie)';
/** A month's or a season's name, as resumes write them ('Sept.', 'Summer', 'janvier'). */
export const MONTH = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter|${OTHER_MONTHS})\\.?`;
// A two-digit year after an apostrophe, straight or typographic ('Jan ’16').
const YEAR = "(?:19|20)\\d{2}|['’‘]\\d{2}";
// Or after a month and a hyphen, as spreadsheets write them ('Jun-25 — Aug-25').
const MONTH_HYPHEN_YEAR = '-\\d{2}(?![\\da-z/.-])';
// Templates leave placeholders where dates go ('MM/YYYY – Present'); they are read as dates so
// the entry around them is still an entry.
// JSON Resume and exports from HR systems write ISO dates: '2013-12-01', '2019-06'.
const ISO = '(?:19|20)\\d{2}-(?:0[1-9]|1[0-2])(?:-[0-3]\\d)?';
// Year first, then month: '2022/10', '2020.01' (exports and non-US resumes).
const YEAR_MONTH = '(?:19|20)\\d{2}[/.](?:0?[1-9]|1[0-2])(?![\\d/.])';
// A theme's date library prints 'Invalid Date' where a role has none: its start unknown.
const PLACEHOLDER = '(?:mm|mmm|month)[/ .-]?(?:yyyy|yy)|yyyy|invalid date';
// A whole day, day first (Europe, Latin America) or month first (US): '02-06-2025', '14.02.2020'.
const DAY_MONTH_YEAR =
  '(?:0?[1-9]|[12]\\d|3[01])[/.-](?:0?[1-9]|[12]\\d|3[01])[/.-](?:19|20)\\d{2}(?!\\d)';
// The day before its month ('18 July 2022', '3rd March 2019', '1, October 2012') or after it
// ('July 18, 2022'), as letters and forms date them: the month and year are what a role keeps.
// Year first, then the month's name, as Hungarian, Chinese, Japanese and Korean writers order a
// date in English ('2016 May', '2013 Sept.', '2017. Oct.'). Calendar months only: '2019 Summer
// Intern' is a year and a title; and never the start of a longer word ('2019 Marketing').
const CALENDAR_MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?(?![a-z])';
const YEAR_FIRST_MONTH = `(?:19|20)\\d{2}\\.?\\s+${CALENDAR_MONTH}`;
const DAY = '(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?';
const DAY_FIRST = `(?<!\\d)${DAY},?\\s+`;
// 'May 18th, 2008', read as 'May 18 , 2008' where the suffix was set raised.
const DAY_AFTER = `\\s+${DAY}\\s?,`;
/**
 * One date as resumes write them: 'Jan 2020', 'January, 2020', '18 July 2022', 'July 18, 2022',
 * 'Summer of 2013', 'Jun-25', '01/2020' (or '08/ 2024'), '02-06-2025', '2016 May', '2020'.
 */
export const DATE = `(?:${ISO}|${YEAR_MONTH}|${DAY_MONTH_YEAR}|(?:${DAY_FIRST})?${MONTH}(?:${DAY_AFTER})?(?:(?:\\s+of\\s+|,?\\s*|-)(?:${YEAR})|${MONTH_HYPHEN_YEAR})|(?:0?[1-9]|1[0-2])(?:[/.-]|\\s?\\/\\s?)(?:${YEAR})|${YEAR_FIRST_MONTH}|(?:${YEAR})|${PLACEHOLDER})`;
// 'Invalid date' is what a theme's date library prints for a role with no end: one still held.
// The same in other languages: 'heute', 'la actualidad', 'aujourd’hui', 'atual', 'oggi'; and an
// end left as dots ('2014 - ...'), and 'Present' cut short ('December 2023 – pres'). 'Actually'
// ends a range as Spanish and Portuguese speakers write 'actualmente' in English ('2020 -
// Actually'); only as a range's end, never alone. 'Till yet' is South Asian English for 'to date'.
const PRESENT =
  "(?:present(?:\\s+(?:day|date)(?![a-z]))?|pres(?:\\.|(?![a-z]))|current(?:ly)?|actually|(?:till |until |up to |to )?now|today|ongoing|onwards?|continu(?:e|es|ing)|(?:till |until |to |invalid )?date|(?:till |until )?yet|(?:bis )?heute|aktuell|derzeit|jetzt|(?:la )?actualidad|actualmente|presente|hoy|aujourd['’]hui|pr[ée]sent|maintenant|en cours|atual(?:mente)?|oggi|attuale|in corso|obecnie|\\.{3}|…)";
// An end that is the present and nothing else ('Present', 'heute', 'Invalid date'), built once.
const IS_PRESENT = new RegExp(`^${PRESENT}$`, 'i');
/** Whether a text is an open range's end and nothing else ('Present', 'Today', 'heute'). */
export function isPresentEnd(text: string): boolean {
  return IS_PRESENT.test(text.trim());
}
// The marks that join a range's two ends: hyphen, en and em dash, the hyphen that does not
// break (U+2011) and the figure dash word processors set, the minus sign, and a tilde.
const RANGE_MARK = '[-–—‑‒−~]';
/** A date or a range and nothing else, or its first half ('2019 –'); brackets allowed. */
export const DATE_OR_RANGE = `\\(?\\s*(?:${DATE})(?:\\s*(?:${RANGE_MARK}|to|till|until|through|thru)\\s*(?:${DATE}|${PRESENT})?)?\\s*\\)?`;
// Joined by a dash, an arrow or a word: 'Jan 2019 to', 'Apr. 2024 ‑ May 2024', 'through May
// 2021', '2019 → 2021', the Dutch 't/m' ('22/08/2023 t/m 22/08/2024').
const RANGE = new RegExp(
  `(${DATE})\\s*(?:${RANGE_MARK}|→|to|till|until|through|thru|t\\/m|tot)+\\s*(${DATE}|${PRESENT})`,
  'i',
);
// A lone date may end a header's field list before a colon ('… | 2025: Led …'). Alone on its
// line, or ending one after a comma, bar, dot or space, a full stop after it or not ('Institute
// of Political Studies, 2023–', 'Department Chair: Institute, 2024–.',
// 'Consultant, Hong Kong Jockey Club 2023-'); or opening a line, its dash against it and a
// space after ('2022- Economics of Organization, HKU, Instructor': a range spaced on both sides,
// '2019 - Best Paper Award', is a year and its entry).
const OPEN = new RegExp(
  `(?:^|[\\s,|·(])\\s*(${DATE})\\s*${RANGE_MARK}\\s*[.)]?\\s*$|^\\s*(${DATE})[-–—](?=\\s+\\p{L})`,
  'iu',
);
// Academic CVs end a range on two digits: '2013-15', '2018–19' (the century of its start). A
// hyphen and two digits up to 12 are a month ('2010-11' is November 2010, as ISO writes it).
const SHORT_END = /(?<![\d/.-])((19|20)(\d{2}))(\s*[–—]\s*|\s+-\s+|-)(\d{2})(?![\d/.%:-])/;
// Two months of one year, the year written once: 'June – August 2021', 'Jan-Mar 2019',
// 'February to May 2022'.
const MONTHS_OF_A_YEAR = new RegExp(
  `(?:^|[\\s(|,])((${MONTH})\\s*(?:[-–—]|\\s(?:to|till|until|through|thru)\\s)\\s*(${MONTH}),?\\s*(${YEAR}))(?=$|[\\s)|,:;.])`,
  'i',
);
// Two months of one year, the year written on the start alone: 'April 2022 until 30 August',
// 'May 2021 – July'. The end's month is that year's, or the next one's when it comes earlier.
const YEAR_ON_START = new RegExp(
  `(?:^|[\\s(|,])((${MONTH})\\s+((?:19|20)\\d{2})\\s*(?:${RANGE_MARK}|to|till|until)\\s*(?:${DAY}\\s+)?(${MONTH}))(?=[)|,:;.]|\\s+\\S)(?![\\s,]*(?:${DAY}\\s*,?\\s*)?\\d)`,
  'i',
);
// The same written year first: '2011 Aug. – Dec.'.
const YEAR_FIRST_ON_START = new RegExp(
  `(?:^|[\\s(|,])(((?:19|20)\\d{2})\\.?\\s+(${CALENDAR_MONTH})\\s*${RANGE_MARK}\\s*(${CALENDAR_MONTH}))(?=$|[\\s)|,:;])(?![\\s,]*\\d)`,
  'i',
);
const MONTH_ORDER = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** A range whose year is written on its start alone, the end's year filled in; or null. */
function yearOnStartRange(text: string): DateRange | null {
  const yearFirst = YEAR_FIRST_ON_START.exec(text);
  const found = yearFirst
    ? [yearFirst[0], yearFirst[1], yearFirst[3], yearFirst[2], yearFirst[4]]
    : YEAR_ON_START.exec(text);
  if (!found) return null;
  const [, written, from, year, to] = found;
  const order = (m: string) => MONTH_ORDER.indexOf(m.slice(0, 3).toLowerCase());
  const later = order(to!) >= 0 && order(to!) < order(from!) ? 1 : 0;
  return {
    start: `${from} ${year}`,
    end: `${to!.replace(/\.$/, '')} ${Number(year) + later}`,
    current: false,
    text: written!,
  };
}

// 'Since 2020 — Freelance Developer', 'Analyst (since March 2019)', 'Starting 09/2027' (a post
// agreed, not yet begun): a start with no end is a role
// still held. Only where a field begins, so a duty's 'grew 30% since 2019' stays a lone year.
const SINCE = new RegExp(
  `(?:^|[|,(–—]\\s*|\\s-\\s*)((?:since|starting(?: from)?)\\s+(${DATE}))(?=$|[\\s)|,:;.])`,
  'i',
);
// '2019 onwards', 'March 2020 to date': a start with no dash, running on.
const ONWARDS = new RegExp(
  `(?:^|[\\s(|,])((${DATE})\\s+(?:onwards?|to date))(?=$|[\\s)|,:;.])`,
  'i',
);
const SINGLE = new RegExp(`(?:^|[\\s(|,])(${DATE})(?=$|[\\s)|,:;])`, 'i');

export interface DateRange {
  start: string;
  end: string;
  current: boolean;
  /** The text as written. */
  text: string;
}

/**
 * A range at the end of its line, its end left blank ('11/2014–', '(December 2020 -)', 'Sep.
 * 2024 ~'): a role still held. Only for a role's header once ranges broken over two lines are
 * joined (a narrow date column sets '2021 –' above 'Present').
 */
export function findOpenRange(text: string): DateRange | null {
  const open = OPEN.exec(text);
  if (!open) return null;
  const start = (open[1] ?? open[2])!;
  // 'January 2021- May 2021 (contract)': the dash spaced on one side only still leads to an end.
  const whole = findDateRange(text);
  if (whole && whole.start === start && whole.end !== start) return null;
  const written = open[0].replace(/^[\s,|·]+/, '').trim();
  return { start, end: 'Present', current: true, text: written };
}

// A range whose start was left blank, as a theme prints a role with no start date: the end
// alone after its dash on a line of its own ('- Present', '– Jun 2019'), or the dash alone where
// a bar sets the dates apart ('Rails Girls Galway | —').
const STARTLESS = new RegExp(
  `^\\s*${RANGE_MARK}\\s*(${DATE}|${PRESENT})\\s*$|\\s\\|\\s*${RANGE_MARK}\\s*$`,
  'i',
);

/**
 * A range with no start ('- Present', or 'Acme | —'): the role is there, its start unknown.
 * Only where no other date is on the line.
 */
export function findStartlessRange(text: string): DateRange | null {
  const found = STARTLESS.exec(text);
  if (!found) return null;
  const end = found[1] ?? '';
  const current = end !== '' && IS_PRESENT.test(end);
  return {
    start: '',
    end: current ? 'Present' : end,
    current,
    text: found[0].replace(/^\s*\|?\s*/, '').trim(),
  };
}

/** The first date range in a line ('Jan 2020 – Present'), or a lone date as a range of one. */
export function findDateRange(text: string): DateRange | null {
  const range = RANGE.exec(text);
  if (range) {
    const end = /^invalid date$/i.test(range[2]!) ? 'Present' : range[2]!;
    return {
      start: /^invalid date$/i.test(range[1]!) ? '' : range[1]!,
      end,
      current: IS_PRESENT.test(end),
      text: range[0],
    };
  }
  const short = shortEndRange(text) ?? slashedYears(text);
  if (short) return short;
  const months = MONTHS_OF_A_YEAR.exec(text);
  if (months) {
    const [, written, from, to, year] = months;
    return { start: `${from} ${year}`, end: `${to} ${year}`, current: false, text: written! };
  }
  const startYear = yearOnStartRange(text);
  if (startYear) return startYear;
  const since = SINCE.exec(text);
  if (since) return { start: since[2]!, end: 'Present', current: true, text: since[1]! };
  const onwards = ONWARDS.exec(text);
  if (onwards) return { start: onwards[2]!, end: 'Present', current: true, text: onwards[1]! };
  const single = SINGLE.exec(text);
  if (single) return { start: single[1]!, end: single[1]!, current: false, text: single[1]! };
  return null;
}

// Two years set apart by a slash, as academic and European CVs write a stint ('2018/2019',
// '2021 / 2023'); '2019/20' is a month (ISO's year and month), not this.
const YEARS_BY_SLASH = /(?<![\d/.-])((?:19|20)\d{2})\s?\/\s?((?:19|20)\d{2})(?![\d/.])/;

/** Two years set apart by a slash, the later one second, as a range; null when there are none. */
function slashedYears(text: string): DateRange | null {
  const found = YEARS_BY_SLASH.exec(text);
  if (!found) return null;
  const gap = Number(found[2]) - Number(found[1]);
  if (gap < 0 || gap > 15) return null;
  return { start: found[1]!, end: found[2]!, current: false, text: found[0] };
}

/** A range whose end is two digits ('2013-15'), its end written out; null when there is none. */
function shortEndRange(text: string): DateRange | null {
  const short = SHORT_END.exec(text);
  if (!short) return null;
  const [written, start, century, from, dash, to] = short;
  // A bare hyphen before a month's number is ISO's year and month.
  if (dash === '-' && Number(to) <= 12) return null;
  const gap = Number(to) - Number(from);
  if (gap <= 0 || gap > 15) return null;
  return { start: start!, end: `${century}${to}`, current: false, text: written! };
}

/** The range of dates a line opens with ('2022 – Present Owner …'), or null. */
export function openingRange(text: string): DateRange | null {
  const range = findDateRange(text);
  return range && range.start !== range.end && text.trimStart().startsWith(range.text)
    ? range
    : null;
}

/** Whether a text holds a range of dates, not one date ('Jun. 2020 – Present'). */
export function holdsDateRange(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && range.start !== range.end;
}

/** Whether a line holds a date range (a lone year does not count). */
export function containsDateRange(text: string): boolean {
  return (
    RANGE.test(text) ||
    shortEndRange(text) !== null ||
    slashedYears(text) !== null ||
    new RegExp(`^\\s*${DATE}\\s*$`, 'i').test(text) ||
    OPEN.test(text) ||
    MONTHS_OF_A_YEAR.test(text) ||
    YEAR_ON_START.test(text) ||
    YEAR_FIRST_ON_START.test(text)
  );
}

/** The year a date names, for ordering and durations; null when none. */
export function yearOf(date: string): number | null {
  const four = /(19|20)\d{2}/.exec(date);
  if (four) return Number(four[0]);
  // Two digits ('Jan ’16', 'Jun-25'): this century's up to '49, the last one's after.
  const two = /(?:['’‘]|\p{L}\.?-)(\d{2})$/u.exec(date.trim());
  if (!two) return null;
  const n = Number(two[1]);
  return n < 50 ? 2000 + n : 1900 + n;
}

/** Which way a date is written (for the consistency check): 'Jan 2020', 'January 2020', '01/2020', '2020'. */
export function dateStyle(date: string): string {
  if (/^\d{4}$/.test(date.trim())) return 'year';
  if (
    /^\d/.test(date) &&
    !new RegExp(`^${DAY_FIRST}[a-z]`, 'i').test(date) &&
    !new RegExp(`^${YEAR_FIRST_MONTH}`, 'i').test(date)
  )
    return 'numeric';
  if (IS_PRESENT.test(date.trim())) return 'present';
  const month = /[a-z]+/i.exec(date)?.[0] ?? '';
  return month.length > 4 ? 'long-month' : 'short-month';
}
