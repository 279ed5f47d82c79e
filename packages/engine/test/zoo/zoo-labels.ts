import type { ZooFormat, ZooLayout } from './zoo-layouts';
import type { ZooEntry, ZooEntryKind, ZooMonth, ZooResume } from './zoo-resume';

/** What a reader must find for one role: the model's words, dates as 'YYYY-MM'. */
export interface ZooRoleLabel {
  kind: ZooEntryKind;
  title: string;
  company: string;
  location: string;
  start: string;
  /** 'YYYY-MM', or 'present'. */
  end: string;
  bullets: string[];
}

/** The truth about one zoo file. */
export interface ZooFileLabel {
  seed: number;
  layout: string;
  format: ZooFormat;
  name: string;
  email: string;
  phone: string;
  /** Every dated entry in page order: work roles, then volunteer and leadership if shown. */
  roles: ZooRoleLabel[];
  /** Achievements are written as one paragraph per role rather than one line each. */
  paragraph: boolean;
}

/** A month as 'YYYY-MM', the form labels and comparisons use. */
export const monthKey = (m: ZooMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

const roleLabel = (e: ZooEntry): ZooRoleLabel => ({
  kind: e.kind,
  title: e.title,
  company: e.company,
  location: e.location,
  start: monthKey(e.start),
  end: e.end ? monthKey(e.end) : 'present',
  bullets: e.achievements,
});

/** The labels of a resume written in a layout and format: the model, as that page shows it. */
export function zooLabel(resume: ZooResume, layout: ZooLayout, format: ZooFormat): ZooFileLabel {
  const entries = layout.sideEntries
    ? [...resume.roles, resume.volunteer, resume.leadership]
    : resume.roles;
  return {
    seed: resume.seed,
    layout: layout.id,
    format,
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    roles: entries.map(roleLabel),
    paragraph: layout.body === 'paragraph',
  };
}
