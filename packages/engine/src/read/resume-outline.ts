import type { ExperienceKind } from '../types';

/** One entry of a structured resume's section: a job, a degree, an award, a skill group. */
export interface OutlineEntry {
  /** Position, degree or name of the thing; '' when the entry is only lines. */
  title: string;
  /** Company, school, awarder or publisher. */
  org: string;
  location: string;
  /** Dates as written in the file ('2013-12-01', '2019-01'); a lone date (an award's) is `end`. */
  start: string;
  end: string;
  /** Set on experience-like entries (jobs, volunteering, service, leadership). */
  kind?: ExperienceKind;
  /** The person's own prose about the entry: its summary paragraphs (or grades, for a degree). */
  lines: string[];
  /** Facts shown with the entry that are not the person's prose: what the employer does, keywords. */
  notes: string[];
  /** The file's highlights, one a bullet. */
  bullets: string[];
  /** Web addresses of the entry (an employer's site, a project's repository): shown, not prose. */
  links: string[];
}

/** A section of a structured resume, in the order a resume would show it. */
export interface OutlineSection {
  heading: string;
  /** The section's own summary, before its entries. */
  lines: string[];
  entries: OutlineEntry[];
}

/** What a structured resume (JSON Resume or FRESH) says, in one shape for both. */
export interface ResumeOutline {
  name: string;
  label: string;
  /** Email, phone, web addresses and location, each as written. */
  contact: string[];
  summary: string[];
  sections: OutlineSection[];
}

const PRESENT = /^(?:present|current|now|ongoing)$/i;

/** Whether an entry runs to the present: a start without an end, or an end that says so. */
export function isCurrent(entry: Pick<OutlineEntry, 'start' | 'end'>): boolean {
  return Boolean(entry.start) && (!entry.end || PRESENT.test(entry.end));
}

/** The entry's dates for display, 'start – end' ('Present' for a missing end), or the lone date. */
export function dateRange(entry: Pick<OutlineEntry, 'start' | 'end'>): string {
  if (!entry.start) return entry.end;
  return `${entry.start} – ${entry.end || 'Present'}`;
}

/** A blank entry to fill in: every field present, so writers and mappers need no checks. */
export function entry(fields: Partial<OutlineEntry>): OutlineEntry {
  return {
    title: '',
    org: '',
    location: '',
    start: '',
    end: '',
    lines: [],
    notes: [],
    bullets: [],
    links: [],
    ...fields,
  };
}

/** A section, or nothing when it has neither entries nor a summary (so no empty heading). */
export function section(heading: string, entries: OutlineEntry[], lines: string[] = []) {
  return entries.length || lines.length ? [{ heading, lines, entries }] : [];
}
