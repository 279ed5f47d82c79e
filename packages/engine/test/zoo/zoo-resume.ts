// The one data model every zoo file is written from. The labels are this model, so they are true
// by construction: a layout only decides where each piece goes, never what it says.

/** A month of a year (month 1-12). */
export interface ZooMonth {
  year: number;
  month: number;
}

/** Which section an entry belongs to, named like the engine's ExperienceKind. */
export type ZooEntryKind = 'work' | 'volunteer' | 'leadership';

/** A dated entry: a job, a volunteer role or a leadership role. */
export interface ZooEntry {
  kind: ZooEntryKind;
  title: string;
  company: string;
  location: string;
  start: ZooMonth;
  /** null while the entry runs to the present. */
  end: ZooMonth | null;
  achievements: string[];
}

/** How dates are written in one resume; a person keeps one style throughout. */
export interface ZooDateStyle {
  month: 'short' | 'long' | 'numeric';
  /** Between start and end: an en dash, a hyphen or 'to'. */
  separator: string;
}

/** One person's resume. */
export interface ZooResume {
  seed: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  /** Work roles, newest first; promotions are consecutive roles at one company. */
  roles: ZooEntry[];
  volunteer: ZooEntry;
  leadership: ZooEntry;
  education: { degree: string; school: string; year: number };
  skills: string[];
  dateStyle: ZooDateStyle;
  /** The bullet glyph of list layouts. */
  glyph: string;
}

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const LONG_MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** A month as the resume writes it ('Mar 2021', 'March 2021' or '03/2021'). */
export function formatMonth(date: ZooMonth, style: ZooDateStyle): string {
  if (style.month === 'numeric') return `${String(date.month).padStart(2, '0')}/${date.year}`;
  const names = style.month === 'short' ? SHORT_MONTHS : LONG_MONTHS;
  return `${names[date.month - 1]} ${date.year}`;
}

/** An entry's dates as the resume writes them ('Mar 2021 – Present'). */
export function formatDates(entry: ZooEntry, style: ZooDateStyle): string {
  const end = entry.end ? formatMonth(entry.end, style) : 'Present';
  return `${formatMonth(entry.start, style)} ${style.separator} ${end}`;
}

/** Groups of consecutive roles at one company (a promotion makes a group of two or more). */
export function companyGroups(roles: ZooEntry[]): ZooEntry[][] {
  const groups: ZooEntry[][] = [];
  for (const role of roles) {
    const last = groups.at(-1);
    if (last && last[0]!.company === role.company) last.push(role);
    else groups.push([role]);
  }
  return groups;
}
