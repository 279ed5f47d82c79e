import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { matchResume } from '../src/match/match-resume';
import type { MatchReport } from '../src/match/match-report';

// Each suggested edit, made in the resume's text as the report says, must raise the rate by
// the gain the report promised: the report's arithmetic and a real second match agree.

const TODAY = new Date('2026-11-25T00:00:00Z');

interface Draft {
  headline: string;
  role: string;
  bullets: string[];
  skills: string[];
  certifications: string[];
}

function text(d: Draft): string {
  return [
    'Riley Moreno',
    d.headline,
    'riley.moreno@example.com | (555) 201-7788 | Leeds',
    '',
    'EXPERIENCE',
    `${d.role} | Harbourside Group | Leeds`,
    'Mar 2019 – Present',
    ...d.bullets.map((b) => `- ${b}`),
    '',
    'EDUCATION',
    'BSc Accounting and Finance | University of Leeds | 2018',
    '',
    'SKILLS',
    d.skills.join(', '),
    ...(d.certifications.length ? ['', 'CERTIFICATIONS', ...d.certifications] : []),
  ].join('\n');
}

async function match(job: string, d: Draft): Promise<MatchReport> {
  const document = await readDocument(new TextEncoder().encode(text(d)));
  return matchResume({
    jobDescription: job,
    document,
    parsed: parseResume(document),
    today: TODAY,
  });
}

/** The draft with one edit made as its action says. */
function apply(d: Draft, edit: MatchReport['edits'][number], report: MatchReport): Draft {
  const quoted = /"([^"]+)"/.exec(edit.action)![1]!;
  const next: Draft = {
    ...d,
    bullets: [...d.bullets],
    skills: [...d.skills],
    certifications: [...d.certifications],
  };
  if (edit.action.startsWith('Write ')) {
    const skill = report.skills.find((s) => s.job_wording === quoted)!;
    const swap = (line: string) => line.split(skill.resume_wording!).join(quoted);
    next.bullets = next.bullets.map(swap);
    next.skills = next.skills.map(swap);
  } else if (edit.action.startsWith('Add ')) {
    next.skills.push(quoted);
    next.bullets.push(`Applied ${quoted} in day-to-day work`);
  } else if (edit.action.startsWith('Show ')) {
    next.bullets.push(`Showed ${quoted} in day-to-day work`);
  } else if (edit.action.startsWith('List the certification')) {
    next.certifications.push(quoted);
  } else if (edit.action.startsWith("Name the job's title")) {
    next.headline = quoted;
  } else throw new Error(`an edit the test does not know: ${edit.action}`);
  return next;
}

const PAYROLL_JOB = [
  'Payroll Officer',
  '',
  'We are looking for a Payroll Officer to run the monthly payroll for 2,000 staff.',
  '',
  'Essential',
  '- Experience of payroll processing and PAYE',
  '- Advanced Excel skills',
  '- Knowledge of pensions and statutory payments',
  '- Excellent communication and attention to detail',
  '- AAT qualification',
  '',
  'Desirable',
  '- Experience of SAP',
].join('\n');

const DEVELOPER_JOB = [
  'Senior Software Developer',
  '',
  'Requirements',
  '- 5+ years building web applications with JavaScript and TypeScript',
  '- React and Node.js in production',
  '- PostgreSQL and Docker',
  '- Communication with product owners',
  '',
  'Nice to have',
  '- Kubernetes',
].join('\n');

const ACCOUNTANT: Draft = {
  headline: 'Accounts Assistant',
  role: 'Accounts Assistant',
  bullets: ['Reconciled supplier ledgers each month', 'Built spreadsheets in MS Excel'],
  skills: ['Sage', 'MS Excel', 'Bookkeeping'],
  certifications: [],
};

const DEVELOPER: Draft = {
  headline: 'Web Developer',
  role: 'Web Developer',
  bullets: ['Built a booking site in JS and ReactJS', 'Ran services on Postgres'],
  skills: ['JS', 'ReactJS', 'Postgres', 'HTML'],
  certifications: [],
};

// Roles the occupation taxonomy does not know: the headline's title places the person.
const ASSOCIATE: Draft = {
  headline: 'Associate',
  role: 'Associate',
  bullets: ['Ran month-end reports in MS Excel', 'Answered staff pay queries'],
  skills: ['MS Excel', 'Payroll'],
  certifications: [],
};

// 'Engineer' is software or plant work by the resume's skills: two of a plant's against one
// language, so adding a second language turns the same title into a software one.
const PLANT_ENGINEER: Draft = {
  headline: 'Engineer',
  role: 'Engineer',
  bullets: ['Drew plant layouts in AutoCAD', 'Serviced HVAC systems for 12 sites'],
  skills: ['AutoCAD', 'HVAC', 'JavaScript'],
  certifications: [],
};

describe('suggested edits', () => {
  for (const [name, job, draft] of [
    ['an accounts assistant for a payroll job', PAYROLL_JOB, ACCOUNTANT],
    ['an associate of no known occupation for a payroll job', PAYROLL_JOB, ASSOCIATE],
    ['a web developer for a senior developer job', DEVELOPER_JOB, DEVELOPER],
    [
      'an engineer whose skills lean to plant work, for a developer job',
      DEVELOPER_JOB,
      PLANT_ENGINEER,
    ],
  ] as const) {
    it(`raise the rate by what the report says: ${name}`, async () => {
      const before = await match(job, draft);
      expect(before.edits.length).toBeGreaterThan(0);
      for (const edit of before.edits) {
        expect(edit.gain).toBeGreaterThan(0);
        const after = await match(job, apply(draft, edit, before));
        expect({ edit: edit.action, gain: after.match_rate - before.match_rate }).toEqual({
          edit: edit.action,
          gain: edit.gain,
        });
      }
    });
  }
});
