import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineTaskKind } from '../src/engine/engine-messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { subscribe } from './helpers/subscribe';
import { multipart, txtResume } from './helpers/resume-files';
import { startFakeLlm } from './helpers/fake-llm';

// Each request's CPU work must be done by the engine's worker threads, never on the event loop.
// The pool counts the tasks its workers answer by kind: a call moved back to the main thread
// leaves its count unchanged and fails here (the dependency rules guard the imports too).

const job = 'Operations Analyst\nRequirements\n- SQL and Microsoft Excel\n- Logistics';
let t: TestApp;
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let user: SignedUp;
beforeAll(async () => {
  llm = await startFakeLlm(() => ({ content: '{"professional_summary":"Operations analyst."}' }));
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model' });
  user = await signUpUser(t.app);
  await subscribe(t.app, user, 'STANDARD');
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

/** Runs a request and answers how many tasks of each kind the workers did for it. */
async function jobsFor(request: () => Promise<{ statusCode: number; body: string }>) {
  const before = { ...t.app.engine.jobs };
  const res = await request();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const done: Partial<Record<EngineTaskKind, number>> = {};
  for (const [kind, count] of Object.entries(t.app.engine.jobs) as [EngineTaskKind, number][])
    if (count > before[kind]) done[kind] = count - before[kind];
  return { res, done };
}

const auth = () => ({ authorization: `Bearer ${user.token}` });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(), payload });

describe('the engine worker pool', () => {
  it('reads and scores an upload, and writes a resume with its rewrite checked, in workers', async () => {
    const form = multipart('file', 'mine.txt', txtResume());
    const upload = await jobsFor(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/resumes/upload-resume',
        headers: { ...form.headers, ...auth() },
        payload: form.payload,
      }),
    );
    expect(upload.done).toEqual({ analyze: 1 });

    const generateForm = multipart('existing_resume', 'mine.txt', txtResume(), {
      job_description: job,
    });
    const generate = await jobsFor(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/resume-generator/generate',
        headers: { ...generateForm.headers, ...auth() },
        payload: generateForm.payload,
      }),
    );
    expect(llm.requests).toHaveLength(1);
    expect(generate.done).toEqual({ generate: 1, 'check-rewrite': 1 });
  });

  it('renders every export format and re-scores an edited resume in workers', async () => {
    const form = multipart('existing_resume', 'mine.txt', txtResume(), { job_description: job });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate',
      headers: { ...form.headers, ...auth() },
      payload: form.payload,
    });
    const data = generated.json().resume_data;
    for (const format of ['pdf', 'docx', 'txt']) {
      const { res, done } = await jobsFor(() =>
        post(`/api/resume-generator/generate-${format}`, data),
      );
      expect(done).toEqual({ render: 1 });
      expect(res.body.length).toBeGreaterThan(0);
    }
    const ats = await jobsFor(() =>
      post('/api/resume-generator/ats-check', { job_description: job, resume_data: data }),
    );
    expect(ats.done).toEqual({ ats: 1 });
  });

  it('packs the data export in a worker', async () => {
    const { res, done } = await jobsFor(() =>
      t.app.inject({ method: 'GET', url: '/api/account/export', headers: auth() }),
    );
    expect(done).toEqual({ zip: 1 });
    expect(res.body.slice(0, 2)).toBe('PK');
  });
});
