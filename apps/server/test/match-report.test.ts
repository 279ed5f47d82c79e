import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchReport } from '@resumerank/contract/match';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';

// The upload form's optional job description: the score then carries a match report, and the
// upload still counts as one scan of the day.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const JOB = [
  'Senior Operations Analyst',
  'Requirements',
  '- 4+ years of experience in operations or supply chain',
  '- SQL and Microsoft Excel',
  '- Power BI dashboards',
  '- Leadership of small teams',
  'Nice to have',
  '- Six Sigma',
].join('\n');

function upload(user: SignedUp, fields: Record<string, string>) {
  const form = multipart('file', 'jordan.txt', txtResume(), fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
}

const call = (user: SignedUp, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}` } });

describe('the match report of an upload', () => {
  it('scores the resume against the job pasted with it, as one scan of the day', async () => {
    const user = await signUpUser(t.app);
    const res = await upload(user, { job_description: JOB });
    expect(res.statusCode, res.body).toBe(201);
    const { resume_id } = res.json();

    const scored = await call(user, 'POST', `/api/scoring/score/${resume_id}`);
    expect(scored.statusCode).toBe(200);
    const match = matchReport.parse(scored.json().results.match);
    expect(match.job_title).toBe('Senior Operations Analyst');
    const sql = match.skills.find((s) => s.name === 'SQL')!;
    expect(sql).toMatchObject({ found: true, how: 'exact', importance: 'required' });
    expect(sql.line).toContain('SQL');
    expect(match.skills.find((s) => s.name === 'Power BI')).toMatchObject({ found: false });
    expect(match.skills.find((s) => s.name === 'Leadership')).toMatchObject({ found: true });
    expect(match.experience).toMatchObject({ years_asked: 4 });
    expect(match.edits.find((e) => e.action.includes('"Power BI"'))?.only_if_true).toBe(true);

    // The stored score answers the same report, and the upload took one use, not two.
    const stored = await call(user, 'GET', `/api/scoring/scores/${resume_id}`);
    expect(stored.json().results.match).toEqual(scored.json().results.match);
    const usage = await call(user, 'GET', '/api/usage/usage-info');
    expect(usage.json().usage_summary.resume_upload.current).toBe(1);
  });

  it('leaves the report out without a job description, or with an empty one', async () => {
    for (const fields of [{}, { job_description: '   ' }] as Array<Record<string, string>>) {
      const user = await signUpUser(t.app);
      const res = await upload(user, fields);
      expect(res.statusCode, res.body).toBe(201);
      const scored = await call(user, 'POST', `/api/scoring/score/${res.json().resume_id}`);
      expect(scored.json().results.match).toBeUndefined();
    }
  });

  it('refuses a job description past 50,000 characters, and takes no use of the day', async () => {
    const user = await signUpUser(t.app);
    const res = await upload(user, { job_description: 'SQL '.repeat(12_600) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('job_description');
    const usage = await call(user, 'GET', '/api/usage/usage-info');
    expect(usage.json().usage_summary.resume_upload.current).toBe(0);
  });
});
