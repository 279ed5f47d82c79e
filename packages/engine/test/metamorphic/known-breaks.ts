// Transforms that change the engine's reading today, on the resumes named, each with the least
// text that shows it and what the engine reads from that text. The structure test leaves these
// pairs out; `npx tsx test/metamorphic/report-known-breaks.ts` says which of them still break,
// so an entry is deleted (and its pairs run) as soon as the reader handles it.

/** A transform that breaks the reading of some resumes, with a minimal example. */
export interface KnownBreak {
  /** The transform's name in structureTransforms. */
  transform: string;
  /** The ids of the resumes whose reading it changes. */
  resumes: RegExp;
  /** The least resume text that shows the break. */
  example: string;
  /** What the engine reads from `example`, and what it should read. */
  reads: string;
}

const HEAD = 'Ann Lee\nann@example.com\nEXPERIENCE\n';
const ALL = /./;
const NURSE = /^calibration strongNurse$/;
/** Two roles, each a header (with its dates) and one bullet. */
const nurse = (first: string, second: string) =>
  `${HEAD}${first}\n• Cared for 4 patients per shift\n${second}\n• Managed care plans for 6 patients per shift\n`;
const WITH_PLACE = /^calibration (average|strong)|^rendered richBody$/;

/** The breaks found by the structure suite, newest reader of main at the time of writing. */
export const knownBreaks: KnownBreak[] = [
  {
    transform: 'bullet glyph none',
    resumes: /^calibration weak(Engineer|Nurse)$/,
    example: `${HEAD}Nurse | Hospital\n2017 – 2020\nResponsible for patients\nWas involved in paperwork\n`,
    reads:
      'one achievement "Responsible for patients Was involved in paperwork" (two list lines joined as a wrap)',
  },
  {
    transform: 'bullet glyph none',
    resumes: /^calibration averageSiteSupervisor$/,
    example: `${HEAD}Foreman | Sun State Contractors\nJan 2018 – Present\nFinished a warehouse project 1 week ahead of schedule\nOrdered materials and checked deliveries\n`,
    reads:
      'one achievement: the second verb-led line ("Ordered ...") joined to the first as a wrap',
  },
  {
    transform: 'bullet glyph none',
    resumes: /^calibration averageAccountant$/,
    example: `${HEAD}Accounting Clerk | Midway Logistics\nJul 2018 – Feb 2020\nEntered invoices into QuickBooks\nFiled vendor questions\n`,
    reads: 'only "Filed vendor questions": the first line after the dates is lost from the role',
  },
  {
    transform: 'bullet glyph none',
    resumes: /^zoo seed 4 volunteer-leadership$/,
    example:
      'Ann Lee\nann@example.com\nVOLUNTEER EXPERIENCE\nVolunteer Tutor\nRiverside Literacy Project | Sacramento, CA | 10/2019 - 10/2020\n' +
      'Tutored six adult learners in reading twice a week for two school years\nWrote a phonics workbook that the program now hands to every new volunteer\n',
    reads: 'company "Tutored six adult learners ..." (the first achievement), one achievement',
  },
  ...(
    [
      ['@', ' @ '],
      ['comma', ', '],
      ['at', ' at '],
    ] as const
  ).map(([name, separator]) => ({
    transform: `separator ${name}`,
    resumes: WITH_PLACE,
    example: `${HEAD}Data Analyst${separator}Bluestem Health | Omaha, NE\nMar 2020 – Present\n• Built weekly dashboards for 12 clinics\n`,
    reads:
      `title "Data Analyst${separator}Bluestem Health", company "" (a place after a pipe keeps ` +
      'the first field whole; without " | Omaha, NE", or with the dates on the header line, it reads right)',
  })),
  // A company written 'St. Luke...' makes its header read as the end of the bullet above (the
  // original already reads that role with title "" and company "", blank line before it or
  // not; 'Saint Luke' reads right). Moving the dates beside it loses the role or its header.
  ...(['spaces', 'tab'] as const).map((reach) => ({
    transform: `dates at the right margin by ${reach}`,
    resumes: NURSE,
    example: nurse(
      'ICU Nurse | Memorial Hospital\tMay 2021 – Present',
      'Surgical Nurse | St. Luke Health\tJun 2018 – Apr 2021',
    ),
    reads: 'one role: the second header, dates and all, joined to the bullet above as a wrap',
  })),
  {
    transform: 'dates above the header',
    resumes: NURSE,
    example: nurse(
      'May 2021 – Present\nICU Nurse | Memorial Hospital',
      'Jun 2018 – Apr 2021\nSurgical Nurse | St. Luke Health',
    ),
    reads:
      'second role with title "" and company "", its header "Surgical Nurse | St. Luke Health" an achievement',
  },
  {
    transform: 'dates leading the header',
    resumes: NURSE,
    example: nurse(
      'May 2021 – Present | ICU Nurse | Memorial Hospital',
      'Jun 2018 – Apr 2021 | Surgical Nurse | St. Luke Health',
    ),
    reads: 'one role: the second header line, dates and all, joined to the bullet above as a wrap',
  },
  {
    transform: 'separator tab',
    resumes: ALL,
    example: `${HEAD}Data Analyst\tBluestem Health\nMar 2020 – Present\n• Built weekly dashboards for 12 clinics\n`,
    reads: 'title "Data Analyst Bluestem Health", company "" (the tab is read as a space)',
  },
];

/** An original resume whose roles read other than their writer wrote them, before any rewrite. */
export interface KnownMisreading {
  /** The resume's id. */
  resume: string;
  example: string;
  reads: string;
}

/** Originals the structure test does not hold to their written titles and companies yet. */
export const knownMisreadings: KnownMisreading[] = [
  {
    resume: 'calibration strongNurse',
    example: nurse(
      'ICU Nurse | Memorial Hospital\nMay 2021 – Present',
      'Surgical Nurse | St. Luke Health\nJun 2018 – Apr 2021',
    ),
    reads:
      'second role title "" and company "": "Surgical Nurse | St. Luke Health" joined to the bullet ' +
      'above as a wrap, with or without a blank line before it',
  },
];
