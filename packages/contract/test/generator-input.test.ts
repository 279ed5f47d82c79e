import { describe, expect, it } from 'vitest';
import { generatorFacts } from '../src/generator-facts';
import { resumeInput } from '../src/generator';
import { atsCheckRequest } from '../src/ats-check';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const role = {
  title: 'Data Analyst',
  company: 'Harbor Retail',
  start: 'Mar 2022',
  end: '',
  achievements: ['Built Tableau dashboards used by 60 store managers'],
};

const body = {
  personal_info: { name: 'Casey Morgan', email: 'c@example.com', phone: '', location: '' },
  professional_summary: 'Data analyst.',
  core_competencies: [],
  experience: [{ ...role, duration: 'Mar 2022 – Present' }],
  education: [],
  skills: ['SQL'],
};

describe('the details typed in instead of a resume', () => {
  it('accepts a person with one role, trims, drops empty lines and fills the defaults', () => {
    const parsed = generatorFacts.parse({
      name: ' Casey Morgan ',
      email: 'casey@example.com',
      roles: [{ ...role, achievements: ['  First  ', '', 'Second'] }],
    });
    expect(parsed).toEqual({
      name: 'Casey Morgan',
      email: 'casey@example.com',
      phone: '',
      location: '',
      roles: [{ ...role, achievements: ['First', 'Second'] }],
      education: [],
      skills: [],
    });
  });

  it('names each missing or malformed detail plainly', () => {
    expect(
      messages(
        generatorFacts.safeParse({
          name: ' ',
          email: 'nope',
          roles: [{ title: '', company: '', start: 'last spring', end: 'soon', achievements: [] }],
        }),
      ),
    ).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      'roles.0.title': 'Please enter the job title',
      'roles.0.company': 'Please enter the company',
      'roles.0.start': 'Write when you started as Month Year, for example Jan 2020',
      'roles.0.end':
        'Write when you left as Month Year (for example Mar 2023), or leave it empty if you still work there',
      'roles.0.achievements': 'Add at least one achievement, one per line',
    });
    expect(messages(generatorFacts.safeParse({ name: 'A', email: 'a@b.co', roles: [] }))).toEqual({
      roles: 'Add at least one role you held',
    });
  });

  it('takes the date forms the resume reader understands', () => {
    for (const [start, end] of [
      ['Jan 2020', 'Present'],
      ['September 2019', 'Dec 2021'],
      ['03/2018', 'current'],
      ['2017', '2019'],
    ])
      expect(
        generatorFacts.safeParse({
          name: 'A',
          email: 'a@b.co',
          roles: [{ ...role, start, end }],
        }).success,
        `${start} – ${end}`,
      ).toBe(true);
  });

  it('refuses control characters, line breaks in a field and oversize lists', () => {
    const result = generatorFacts.safeParse({
      name: 'Casey\u0000',
      email: 'a@b.co',
      roles: [{ ...role, title: 'Analyst\nEDUCATION', achievements: Array(31).fill('x') }],
    });
    expect(messages(result)).toMatchObject({
      name: expect.stringMatching(/control characters/),
      'roles.0.title': 'The job title must be on one line',
      'roles.0.achievements': 'Keep to 30 achievements for one role',
    });
  });
});

describe('an edited resume sent back', () => {
  it('needs no scores, provenance or audit', () => {
    expect(resumeInput.safeParse(body).success).toBe(true);
  });

  it('names the line holding a character no file can print', () => {
    const bad = {
      ...body,
      experience: [{ ...body.experience[0]!, achievements: ['ok', 'bad \u0007 bell'] }],
    };
    expect(messages(resumeInput.safeParse(bad))).toEqual({
      'experience.0.achievements.1': expect.stringMatching(/control characters/),
    });
    // Tabs and line breaks are ordinary text; a name with one still renders.
    expect(
      resumeInput.safeParse({
        ...body,
        personal_info: { ...body.personal_info, name: 'a\tb\r\nc' },
      }).success,
    ).toBe(true);
  });

  it('keeps the size limits of the generated shape', () => {
    expect(resumeInput.safeParse({ ...body, skills: Array(301).fill('SQL') }).success).toBe(false);
    expect(
      resumeInput.safeParse({ ...body, professional_summary: 'x'.repeat(5_001) }).success,
    ).toBe(false);
  });

  it('is scored only for a job description', () => {
    expect(
      messages(atsCheckRequest.safeParse({ job_description: ' ', resume_data: body })),
    ).toEqual({ job_description: 'Please enter a job description' });
  });
});
