import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';

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
    const draft = await generate(stranger, { job_description: job });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().resume_data.personal_info.name).toBe('[Your Name]');
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
    expect((await generate(user, { job_description: job })).statusCode).toBe(200);
  });

  it('allows one generation a day on Free, with detail.feature', async () => {
    const user = await signUpUser(t.app);
    expect((await generate(user, { job_description: job })).statusCode).toBe(200);
    const second = await generate(user, { job_description: job });
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
