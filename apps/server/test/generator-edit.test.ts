import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '@resumerank/engine/read-document';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { subscribe } from './helpers/subscribe';

let t: TestApp;
let free: SignedUp;
let paid: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  free = await signUpUser(t.app);
  paid = await signUpUser(t.app);
  await subscribe(t.app, paid, 'STANDARD');
});
afterAll(async () => {
  await t.close();
});

const job = `Data Analyst
Requirements
- SQL and Python
- Tableau dashboards
- Statistics`;

/** An edited resume as the web sends it back: no scores, provenance or audit. */
const edited = {
  personal_info: {
    name: 'Casey Morgan',
    email: 'casey.morgan@example.com',
    phone: '(617) 555-0123',
    location: 'Boston, MA',
  },
  professional_summary:
    'Data analyst with 4 years of experience turning sales data into decisions.',
  core_competencies: ['SQL', 'Tableau'],
  experience: [
    {
      title: 'Data Analyst',
      company: 'Harbor Retail',
      duration: 'Mar 2022 – Present',
      achievements: [
        'Built Tableau dashboards used by 60 store managers',
        'Wrote SQL reports for the finance team every week',
      ],
    },
  ],
  education: ['B.A. Economics, Boston University, 2020'],
  skills: ['SQL', 'Tableau', 'Microsoft Excel'],
};

function post(url: string, user: SignedUp | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: payload as object,
  });
}

const atsCheck = (user: SignedUp | null, payload: unknown) =>
  post('/api/resume-generator/ats-check', user, payload);

describe('the ATS check of an edited resume', () => {
  it('answers the score and keywords, and counts a skill added to Skills', async () => {
    const before = await atsCheck(free, { job_description: job, resume_data: edited });
    expect(before.statusCode, before.body).toBe(200);
    const first = before.json();
    expect(Object.keys(first).sort()).toEqual(['ats_analysis', 'ats_validation']);
    expect(first.ats_validation.ats_score).toBeGreaterThan(0);
    expect(first.ats_analysis.matched_keywords).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
    expect(first.ats_analysis.missing_keywords).toContain('Python');

    const withPython = { ...edited, skills: [...edited.skills, 'Python'] };
    const after = (await atsCheck(free, { job_description: job, resume_data: withPython })).json();
    expect(after.ats_analysis.matched_keywords).toContain('Python');
    expect(after.ats_analysis.missing_keywords).not.toContain('Python');
    expect(after.ats_validation.ats_score).toBeGreaterThan(first.ats_validation.ats_score);
  });

  it('takes no daily generation', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 3; i += 1)
      expect((await atsCheck(user, { job_description: job, resume_data: edited })).statusCode).toBe(
        200,
      );
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/usage/usage-info',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(usage.json().usage_summary.resume_generation.current).toBe(0);
  });

  it('needs a job description and a signed-in person', async () => {
    const empty = await atsCheck(free, { job_description: '  ', resume_data: edited });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: 'job_description', message: 'Please enter a job description' },
    ]);
    const visitor = await atsCheck(null, { job_description: job, resume_data: edited });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses oversize lines and lists with 422, naming the field', async () => {
    const longLine = {
      ...edited,
      experience: [{ ...edited.experience[0]!, achievements: ['x'.repeat(5_001)] }],
    };
    const res = await atsCheck(free, { job_description: job, resume_data: longLine });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('resume_data.experience.0.achievements.0');
    const manySkills = { ...edited, skills: Array.from({ length: 301 }, (_, i) => `Skill ${i}`) };
    const many = await atsCheck(free, { job_description: job, resume_data: manySkills });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors[0].field).toBe('resume_data.skills');
    const longJob = await atsCheck(free, {
      job_description: 'SQL '.repeat(12_501),
      resume_data: edited,
    });
    expect(longJob.statusCode).toBe(422);
  });
});

describe('the text download', () => {
  it('is free on every plan and says what the edited resume says', async () => {
    const res = await post('/api/resume-generator/generate-txt', free, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Casey_Morgan_ATS_Resume.txt"',
    );
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('Casey Morgan');
    expect(lines).toContain('- Wrote SQL reports for the finance team every week');
    expect(lines).toContain('EXPERIENCE');
  });
});

const markup = [
  '<script>alert("x")</script> dashboards & reports',
  'Closed the tag </w:t></w:r><w:r><w:t>injected',
  '%PDF-1.7 obj << /JS (app.alert(1)) >>',
];
const withMarkup = {
  ...edited,
  experience: [{ ...edited.experience[0]!, achievements: markup }],
};

describe('what the server renders', () => {
  it('writes markup in a line as literal text in the Word document', async () => {
    const res = await post('/api/resume-generator/generate-docx', paid, withMarkup);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('</w:t></w:r><w:r><w:t>injected');
    expect(xml).toContain('&lt;script&gt;');
    const text = (await readDocument(bytes)).text;
    for (const line of markup) expect(text).toContain(line);
  });

  it('writes the same lines as text in the PDF and the text file', async () => {
    const pdf = await post('/api/resume-generator/generate-pdf', paid, withMarkup);
    expect(pdf.statusCode).toBe(200);
    const text = (await readDocument(new Uint8Array(pdf.rawPayload))).text;
    expect(text).toContain('<script>alert("x")</script>');
    expect(text).toContain('%PDF-1.7');
    const txt = await post('/api/resume-generator/generate-txt', free, withMarkup);
    for (const line of markup) expect(txt.body).toContain(`- ${line}`);
  });

  it('refuses control characters with 422 naming the line, in every format and the ATS check', async () => {
    const bell = {
      ...edited,
      experience: [{ ...edited.experience[0]!, achievements: ['Fine', 'Rang \u0007 the bell'] }],
    };
    for (const format of ['pdf', 'docx', 'txt']) {
      const res = await post(`/api/resume-generator/generate-${format}`, paid, bell);
      expect(res.statusCode, format).toBe(422);
      expect(res.json().errors, format).toEqual([
        {
          field: 'experience.0.achievements.1',
          message: 'Remove the control characters from this line: they cannot be printed.',
        },
      ]);
    }
    const nul = { ...edited, personal_info: { ...edited.personal_info, name: 'Casey\u0000' } };
    const ats = await atsCheck(free, { job_description: job, resume_data: nul });
    expect(ats.statusCode).toBe(422);
    expect(ats.json().errors[0].field).toBe('resume_data.personal_info.name');
  });
});
