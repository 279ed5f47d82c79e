import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';
import { FACTS_NEEDED } from '@resumerank/contract/generator-facts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const job = `Operations Analyst
Requirements
- SQL and Microsoft Excel
- Supply chain management and logistics experience
- Tableau dashboards
Nice to have
- Python`;

function generate(
  user: SignedUp,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) {
  const form = file
    ? multipart('existing_resume', file.name, file.bytes, fields)
    : multipart('unused', 'none.txt', new Uint8Array(), fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume-generator/generate',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
}

describe('resume generation', () => {
  it("writes a resume for the job from the attached resume, with the person's own facts", async () => {
    const user = await signUpUser(t.app);
    const res = await generate(
      user,
      { job_description: job },
      { name: 'mine.txt', bytes: txtResume() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { status, resume_data: data } = res.json();
    expect(status).toBe('success');
    expect(data.personal_info).toMatchObject({
      name: 'Jordan Ellis',
      email: 'jordan.ellis@example.com',
    });
    expect(data.experience.map((e: { company: string }) => e.company)).toEqual([
      'Northwind Retail',
      'Evergreen Supply',
    ]);
    expect(data.ats_analysis.matched_keywords).toEqual(
      expect.arrayContaining(['SQL', 'Microsoft Excel', 'Tableau']),
    );
    expect(data.ats_analysis.missing_keywords).toContain('Python');
    expect(data.core_competencies).not.toContain('Python');
    expect(data.ats_validation.ats_score).toBeGreaterThan(50);
  });

  it("uses the user's latest upload when no file is attached, and never another user's", async () => {
    const owner = await signUpUser(t.app);
    const form = multipart('file', 'jordan.txt', txtResume());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/resumes/upload-resume',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    const mine = await generate(owner, { job_description: job });
    expect(mine.json().resume_data.personal_info.name).toBe('Jordan Ellis');

    const stranger = await signUpUser(t.app);
    const nothing = await generate(stranger, { job_description: job });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.body).not.toContain('Jordan');
  });

  it("writes nothing without a resume or details: it asks for one and keeps the day's generation", async () => {
    const user = await signUpUser(t.app);
    const res = await generate(user, { job_description: job });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: FACTS_NEEDED,
      errors: [{ field: 'facts', message: FACTS_NEEDED }],
    });
    expect(res.body).not.toMatch(/\[Your Name\]/);
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/usage/usage-info',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(usage.json().usage_summary.resume_generation.current).toBe(0);
  });

  it('answers the resume with its notices, and refuses only a file with no experience at all', async () => {
    const user = await signUpUser(t.app);
    const res = await generate(
      user,
      { job_description: job },
      { name: 'mine.txt', bytes: txtResume() },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume_data.audit).toEqual({ findings: [], notices: [] });

    const bare = new TextEncoder().encode(
      'Jordan Ellis\njordan@example.com\n\nSKILLS\nSQL, Excel\n',
    );
    // A Free plan has one generation a day: a second person sends the bare file.
    const other = await signUpUser(t.app);
    const refused = await generate(
      other,
      { job_description: job },
      { name: 'skills.txt', bytes: bare },
    );
    expect(refused.statusCode).toBe(422);
    const { detail, errors } = refused.json();
    // The details form is the next step; the format just sent is never suggested again.
    expect(errors).toEqual([{ field: 'facts', message: detail }]);
    expect(detail).toMatch(/type your roles into the form/);
    expect(detail).not.toMatch(/TXT|plain text/);
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/usage/usage-info',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(usage.json().usage_summary.resume_generation.current).toBe(0);
  });
});

const facts = {
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.com',
  phone: '(312) 555-0142',
  location: 'Chicago, IL',
  roles: [
    {
      title: 'Logistics Coordinator',
      company: 'Lakeview Distribution',
      start: 'Apr 2021',
      end: '',
      achievements: [
        'Scheduled 300 outbound trucks a week across two docks using SQL reports',
        'Cut late deliveries by 18% by re-sequencing pick waves',
      ],
    },
    {
      title: 'Warehouse Associate',
      company: 'Midway Foods',
      start: 'Jun 2018',
      end: 'Mar 2021',
      achievements: ['Trained 12 new associates on the scanning system'],
    },
  ],
  education: ['A.A.S. Supply Chain Management, Harold Washington College, 2018'],
  skills: ['Inventory control', 'Microsoft Excel'],
};

describe('resume generation from typed-in details', () => {
  it("writes from the person's own details, with every role and achievement", async () => {
    const user = await signUpUser(t.app);
    const res = await generate(user, { job_description: job, facts: JSON.stringify(facts) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().resume_data;
    expect(data.personal_info).toMatchObject({
      name: 'Priya Natarajan',
      email: 'priya.natarajan@example.com',
      phone: '(312) 555-0142',
    });
    expect(
      data.experience.map((e: { title: string; company: string }) => [e.title, e.company]),
    ).toEqual([
      ['Logistics Coordinator', 'Lakeview Distribution'],
      ['Warehouse Associate', 'Midway Foods'],
    ]);
    expect(data.experience[0].achievements.join(' ')).toMatch(/300 outbound trucks/);
    expect(data.experience[0].achievements.join(' ')).toMatch(/18%/);
    expect(data.experience[1].achievements.join(' ')).toMatch(/12 new associates/);
    expect(JSON.stringify(data)).not.toMatch(/\[Your Name\]|Jordan/);
    expect(data.ats_analysis.matched_keywords).toContain('Microsoft Excel');
  });

  it('names each bad detail and takes no generation for them', async () => {
    const user = await signUpUser(t.app);
    const bad = {
      ...facts,
      email: 'nope',
      roles: [{ ...facts.roles[0], title: ' ', start: 'someday' }],
    };
    const res = await generate(user, { job_description: job, facts: JSON.stringify(bad) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'facts.email', message: 'Please enter a valid email address' },
        { field: 'facts.roles.0.title', message: 'Please enter the job title' },
        {
          field: 'facts.roles.0.start',
          message: 'Write when you started as Month Year, for example Jan 2020',
        },
      ]),
    );
    const broken = await generate(user, { job_description: job, facts: '{"name": ' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0].field).toBe('facts');
    // The day's one generation is still there.
    const good = await generate(user, { job_description: job, facts: JSON.stringify(facts) });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('prefers an attached file to typed-in details', async () => {
    const user = await signUpUser(t.app);
    const res = await generate(
      user,
      { job_description: job, facts: JSON.stringify(facts) },
      { name: 'mine.txt', bytes: txtResume() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().resume_data.personal_info.name).toBe('Jordan Ellis');
  });

  it('needs a job description, and refuses a file that is not a document', async () => {
    const user = await signUpUser(t.app);
    const empty = await generate(user, { job_description: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Please enter a job description');
    const bad = await generate(
      user,
      { job_description: job },
      { name: 'cv.pdf', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]) },
    );
    expect(bad.statusCode).toBe(415);
    // Neither attempt used the day's generation.
    expect(
      (await generate(user, { job_description: job }, { name: 'mine.txt', bytes: txtResume() }))
        .statusCode,
    ).toBe(200);
  });

  it('allows one generation a day on Free, with detail.feature', async () => {
    const user = await signUpUser(t.app);
    const resume = { name: 'mine.txt', bytes: txtResume() };
    expect((await generate(user, { job_description: job }, resume)).statusCode).toBe(200);
    const second = await generate(user, { job_description: job }, resume);
    expect(second.statusCode).toBe(429);
    expect(second.json().detail).toMatchObject({ feature: 'resume_generation', limit: 1 });
  });
});

describe('PDF export', () => {
  it('is part of the paid plans: a Free user is told so', async () => {
    const user = await signUpUser(t.app);
    const data = (
      await generate(user, { job_description: job }, { name: 'mine.txt', bytes: txtResume() })
    ).json().resume_data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate-pdf',
      headers: { authorization: `Bearer ${user.token}` },
      payload: data,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Standard and Platinum plans/);
    const docx = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate-docx',
      headers: { authorization: `Bearer ${user.token}` },
      payload: data,
    });
    expect(docx.statusCode).toBe(403);
    expect(docx.json().detail).toMatch(/Word export is part of the Standard and Platinum plans/);
  });

  it('checks the resume data', async () => {
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate-pdf',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { personal_info: { name: 'x' } },
    });
    expect(res.statusCode).toBe(422);
  });
});
