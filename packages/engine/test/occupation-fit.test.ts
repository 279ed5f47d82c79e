import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { matchResume } from '../src/match/match-resume';
import { matchRate, calibrated, type MatchState } from '../src/match/match-rate';
import { namesNoWork, occupationOf } from '../src/match/occupation-of';
import { occupationFit } from '../src/match/occupation-fit';
import { bandOf } from '../src/match/match-band';
import { RATE_SCALE } from '../src/data/match-weights';

const TODAY = new Date('2026-11-25T00:00:00Z');

describe('the occupation taxonomy', () => {
  it('puts titles of one occupation in one family, the longest phrase winning', () => {
    expect(occupationOf('Senior Backend Developer')?.family).toBe('software developer');
    expect(occupationOf('Senior Software Developer')?.family).toBe('software developer');
    expect(occupationOf('Senior Data Engineer')?.family).toBe('data engineer');
    expect(occupationOf('Payroll Administrator')?.family).toBe('payroll');
    expect(occupationOf('Lead Teacher - Youth Zone')?.family).toBe('teacher');
    expect(occupationOf('Creative Ninja')).toBeNull();
  });

  it("falls back to ESCO's titles for work the families leave out, by the title's head", () => {
    expect(occupationOf('Barista')?.field).toBe('hospitality');
    expect(occupationOf('Senior Security Guard')?.field).toBe('security');
    expect(occupationOf('Dental Hygienist')?.field).toBe('healthcare');
    expect(occupationOf('Farmer')?.field).toBe('agriculture');
    // Two words ending in a rank held in any trade are too loose: ESCO files a 'security
    // consultant' under guards, which on a resume is mostly IT security.
    expect(occupationOf('Security Consultant')).toBeNull();
    expect(occupationOf('Head Chef')?.field).toBe('hospitality');
    expect(occupationOf('Creative Juggler')?.field).toBe('performing arts');
    // The head decides: a development consultant advises on growth, and writes no code.
    expect(occupationOf('Economic Development Consultant')?.field).not.toBe('software');
    // A company's legal form, a broad word alone, a rank held in every field: no occupation.
    expect(occupationOf('Svea Ekonomi AB')).toBeNull();
    expect(occupationOf('Technician')).toBeNull();
    expect(occupationOf('Assistant Manager')).toBeNull();
    expect(occupationOf('Co-Founder')).toBeNull();
    // A bare head word the families read as software yields to a title ESCO knows whole.
    expect(occupationOf('Business Developer')?.field).not.toBe('software');
    expect(occupationOf('Quality Engineer')?.field).toBe('engineering');
    expect(occupationOf('Senior Engineer')?.field).toBe('software');
    // A qualifier after 'in' or 'at' does not hide the title's head.
    expect(occupationOf('Academic Librarian in Preparatory Service')).not.toBeNull();
    expect(occupationOf('Senior Product Owner')?.field).toBe('product');
  });

  it('reads the head noun between phrases of one length (a flying instructor teaches)', () => {
    expect(occupationOf('Commercial Fixed Wing Flying Instructor')?.family).toBe('teacher');
  });

  it('has near, related and far occupations', () => {
    expect(occupationFit('Senior Software Developer', ['Senior Backend Developer'])).toMatchObject({
      closeness: 1,
      relation: 'near',
    });
    const accountant = occupationFit('Payroll Officer', ['Accountant'])!;
    expect(accountant.relation).toBe('related');
    expect(accountant.closeness).toBeGreaterThan(0.2);
    expect(accountant.closeness).toBeLessThan(1);
    expect(occupationFit('Software Developer', ['Office Coordinator'])).toMatchObject({
      closeness: 0,
      relation: 'far',
    });
    // A recruiter for an HR post reads an accountant as of another field, payroll or not.
    expect(occupationFit('HR Advisor', ['Accountant'])).toMatchObject({ relation: 'far' });
  });

  it("holds an office's work apart from operations, and sales far from a supply chain", () => {
    const assistant = occupationFit('Procurement Officer', ['Administrative Assistant'])!;
    expect(assistant).toMatchObject({ relation: 'related', closeness: 0.3 });
    expect(occupationFit('Supply Chain Officer', ['Sales Executive'])).toMatchObject({
      relation: 'far',
    });
    expect(occupationFit('Procurement Officer', ['Purchasing Manager'])!.relation).toBe('near');
  });

  it('weighs the latest role most', () => {
    const nowDeveloper = occupationFit('Software Developer', ['Web Developer', 'Math Teacher'])!;
    const nowTeacher = occupationFit('Software Developer', ['Math Teacher', 'Web Developer'])!;
    expect(nowDeveloper.closeness).toBeGreaterThan(0.6);
    expect(nowTeacher.closeness).toBeLessThan(0.4);
  });

  it('lets the latest known role carry the closeness: older roles only add', () => {
    expect(occupationFit('HR Advisor', ['HR Officer', 'Psychologist'])!.closeness).toBe(1);
    const back = occupationFit('HR Advisor', ['Psychologist', 'HR Officer'])!;
    expect(back.closeness).toBeLessThan(0.5);
  });

  it('counts a title it cannot place as unknown, and passes over one that names no work', () => {
    // Three recent roles nobody can place: the fourth-latest does not speak for the person.
    const unplaced = occupationFit('Sales Advisor', [
      'Creative Ninja',
      'Happiness Wizard',
      'Sales Executive',
    ])!;
    expect(unplaced.closeness).toBeLessThan(0.5);
    // A founder's or an intern's standing is no work of its own: the role after it speaks.
    expect(
      occupationFit('Sales Advisor', ['Co-Founder', 'Summer Intern', 'Sales Executive'])!.closeness,
    ).toBe(1);
    // Two standings joined by a word are still no work ('Founder and CEO'), a trade is.
    expect(occupationFit('Sales Advisor', ['Founder and CEO', 'Sales Executive'])!.closeness).toBe(
      1,
    );
    expect(namesNoWork('Head of Sales and Marketing')).toBe(false);
  });

  it('knows retail, transport, advertising, journalism and French technical titles', () => {
    expect(occupationOf('Caissière')?.field).toBe('retail');
    expect(occupationOf('Shop Assistant')?.field).toBe('retail');
    expect(occupationFit('Sales Advisor', ['Cashier'])!.relation).toBe('related');
    expect(occupationOf('Enseignante en musique')?.family).toBe('teacher');
    // A building site's project manager is of the building trades, not an office's operations.
    expect(occupationOf('Construction Project Manager')?.field).toBe('construction');
    expect(occupationOf('Project Manager')?.field).toBe('operations');
    expect(occupationOf('Airline Pilot')?.field).toBe('transport');
    // A gym's teachers are of a related field to a school's, not of the teachers' family.
    expect(occupationOf('Group Fitness Instructor')?.field).toBe('sports');
    expect(occupationFit('Elementary Teacher', ['Yoga Teacher'])!.relation).toBe('related');
    expect(occupationOf('Clarinettiste')?.field).toBe('performing arts');
    expect(occupationOf('Bus Driver')?.field).toBe('operations');
    expect(occupationOf('Advertising Coordinator')?.field).toBe('marketing');
    expect(occupationOf('Data Journalism Consultant')?.family).toBe('journalist');
    expect(occupationOf('Infrastructure consultant')?.family).toBe('devops engineer');
    expect(occupationOf('Directeur technique')?.family).toBe('software lead');
    expect(occupationOf('Machine Learning Researcher')?.family).toBe('researcher');
  });

  it("reads the header title, at a claim's credit, only when no role title is known", () => {
    const claimed = occupationFit('Web Developer', ['Cohort Member'], ['Web Developer'])!;
    expect(claimed).toMatchObject({ source: 'headline', relation: 'near' });
    expect(claimed.closeness).toBeCloseTo(0.8);
    const held = occupationFit('Web Developer', ['Math Teacher'], ['Web Developer'])!;
    expect(held).toMatchObject({ source: 'roles', closeness: 0 });
  });

  it('has nothing to say when the job or every role is unknown to it', () => {
    expect(occupationFit('Creative Ninja', ['Web Developer'])).toBeNull();
    expect(occupationFit('Web Developer', ['Founder'])).toBeNull();
  });
});

describe('the calibrated scale', () => {
  it('keeps a resume of no known occupation below a known near fit with the same parts', () => {
    for (const quality of [0, 0.3, 0.6, 1]) {
      expect(calibrated(quality, RATE_SCALE.unknown)).toBeLessThan(calibrated(quality, 1));
      expect(calibrated(quality, RATE_SCALE.unknown)).toBeGreaterThan(calibrated(quality, 0) - 1);
    }
  });

  it('keeps an unrelated field at or below 25 and a full match of the family at 100', () => {
    expect(calibrated(1, 0)).toBe(25);
    expect(calibrated(0.4, 0)).toBeLessThanOrEqual(25);
    expect(calibrated(1, 1)).toBe(100);
  });

  it('puts the family with a fair share of the skills at 70 or more, a related field between', () => {
    expect(calibrated(0.35, 1)).toBeGreaterThanOrEqual(70);
    const related = calibrated(0.35, 0.45);
    expect(related).toBeGreaterThan(25);
    expect(related).toBeLessThan(70);
  });

  it('leaves the rate to its parts when the occupation is unknown', () => {
    expect(calibrated(0.42, null)).toBeCloseTo(42);
  });

  it('names the band of a rate', () => {
    expect(bandOf(70)).toBe('Strong fit');
    expect(bandOf(69)).toBe('Partial fit');
    expect(bandOf(26)).toBe('Partial fit');
    expect(bandOf(25)).toBe('Different field');
  });

  it('raises the rate by what each suggested edit says, with the occupation in the state', () => {
    const state: MatchState = {
      skills: [
        {
          name: 'SQL',
          kind: 'hard',
          importance: 'required',
          job_wording: 'SQL',
          found: false,
          how: null,
          resume_wording: null,
          line: null,
          section: null,
          weight: 3,
        },
      ],
      title: 0.5,
      experience: null,
      education: null,
      field: 0,
      occupation: 0.8,
    };
    const before = matchRate(state).rate;
    const after = matchRate({
      ...state,
      skills: state.skills.map((s) => ({ ...s, found: true, how: 'exact' as const })),
    }).rate;
    expect(after).toBeGreaterThan(before);
  });
});

/** A plain-text resume of one or two dated roles, written for these tests. */
function resume(roles: Array<{ title: string; from: string; to: string }>, skills: string) {
  return [
    'Robin Vale',
    'robin.vale@example.com | (555) 201-3344',
    '',
    'EXPERIENCE',
    ...roles.flatMap((r) => [
      `${r.title} | Northfield Ltd`,
      `${r.from} – ${r.to}`,
      '- Ran the monthly close for 3 entities',
      '',
    ]),
    'SKILLS',
    skills,
  ].join('\n');
}

async function report(job: string, text: string) {
  const document = await readDocument(new TextEncoder().encode(text));
  return matchResume({
    jobDescription: job,
    document,
    parsed: parseResume(document),
    today: TODAY,
  });
}

const PAYROLL_JOB = [
  'Payroll Officer',
  '',
  'Requirements',
  '- 3+ years of experience in payroll or accounting',
  '- Excel and reconciliation',
].join('\n');

describe('years in the field and the band in the report', () => {
  it('counts only the years of roles near the job', async () => {
    const r = await report(
      PAYROLL_JOB,
      resume(
        [
          { title: 'Accountant', from: 'Jan 2024', to: 'Present' },
          { title: 'Web Developer', from: 'Jan 2016', to: 'Dec 2023' },
        ],
        'Excel, reconciliation',
      ),
    );
    expect(r.experience.years_shown).toBe(2);
    expect(r.band_reasons.join('\n')).toMatch(/2 of the 3 years asked are in the job's field/);
  });

  it('names a different field for a developer against a payroll job', async () => {
    const r = await report(
      PAYROLL_JOB,
      resume([{ title: 'Web Developer', from: 'Jan 2016', to: 'Present' }], 'JavaScript, Excel'),
    );
    expect(r.band).toBe('Different field');
    expect(r.match_rate).toBeLessThanOrEqual(25);
    expect(r.band_reasons[0]).toMatch(/None of your roles is in the field/);
  });

  it('names a strong fit for a payroll officer with the skills asked', async () => {
    const r = await report(
      PAYROLL_JOB,
      resume(
        [{ title: 'Payroll Administrator', from: 'Jan 2018', to: 'Present' }],
        'Excel, reconciliation',
      ),
    );
    expect(r.band).toBe('Strong fit');
    expect(r.match_rate).toBeGreaterThanOrEqual(70);
  });
});

describe('a skill shown in a role', () => {
  const job = ['Payroll Officer', '', 'Requirements', '- Sage Payroll and Excel'].join('\n');
  const text = (bullet: string, skills: string) =>
    [
      'Robin Vale',
      'robin.vale@example.com',
      '',
      'EXPERIENCE',
      'Payroll Administrator | Northfield Ltd',
      'Jan 2020 – Present',
      `- ${bullet}`,
      '',
      'SKILLS',
      skills,
    ].join('\n');

  it('counts more than one only listed, and is the line quoted', async () => {
    const used = await report(
      job,
      text('Ran payroll for 300 staff in Sage Payroll and Excel', 'Excel'),
    );
    const listed = await report(job, text('Ran payroll for 300 staff', 'Sage Payroll, Excel'));
    expect(used.parts.tools).toBeGreaterThan(listed.parts.tools!);
    expect(used.skills.find((s) => s.name === 'Microsoft Excel')?.line).toMatch(/^Ran payroll/);
  });
});

describe('a title that may be software or other engineering', () => {
  const DEVELOPER_JOB = [
    'Software Developer',
    '',
    'Requirements',
    '- 3+ years building web applications in TypeScript and React',
    '- SQL and REST APIs',
  ].join('\n');

  it("reads 'Engineering Manager' by the skills the resume names", async () => {
    const roles = [{ title: 'Engineering Manager', from: 'Jan 2018', to: 'Present' }];
    const hotel = await report(
      DEVELOPER_JOB,
      resume(roles, 'HVAC, boilers, preventive maintenance, plumbing, fire alarm systems'),
    );
    const software = await report(
      DEVELOPER_JOB,
      resume(roles, 'TypeScript, React, SQL, REST APIs, AWS'),
    );
    expect(software.band_reasons[0]).toMatch(/same occupation|field related/);
    expect(hotel.band_reasons[0]).not.toMatch(/same occupation/);
    expect(hotel.match_rate).toBeLessThan(software.match_rate - 30);
    expect(occupationOf('Engineering Manager', () => 'engineering')?.field).toBe('engineering');
    expect(occupationOf('Engineering Manager')?.field).toBe('software');
  });
});
