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
export const knownMisreadings: KnownMisreading[] = [];
