import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';
import { startFakeLlm } from './helpers/fake-llm';
import { applyTruthfully } from '../src/services/llm/llm-rewriter';

const job = 'Operations Analyst\nRequirements\n- SQL and Microsoft Excel\n- Logistics';
let t: TestApp | undefined;
let llm: Awaited<ReturnType<typeof startFakeLlm>> | undefined;
afterEach(async () => {
  await t?.close();
  await llm?.close();
});

async function generateWith(reply: Parameters<typeof startFakeLlm>[0], timeoutMs = '5000') {
  llm = await startFakeLlm(reply);
  t = await createTestApp({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-test',
    LLM_TIMEOUT_MS: timeoutMs,
  });
  const user = await signUpUser(t.app);
  const form = multipart('existing_resume', 'mine.txt', txtResume(), { job_description: job });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resume-generator/generate',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resume_data;
}

describe('the optional LLM rewrite', () => {
  it('takes only safe edits and keeps the engine’s line, with a finding, for the rest', async () => {
    const data = await generateWith(() => ({
      content: JSON.stringify({
        // A new sentence about the person: not a safe edit of the summary.
        professional_summary: 'Operations analyst who turns warehouse data into faster fulfilment.',
        experience: [
          {
            achievements: [
              'Cut order processing time by 30% by redesigning the pick-and-pack workflow',
              'Cut costs by 95% with Kubernetes',
              'Led a team of 3 analysts through the move to a new warehouse management system',
            ],
          },
          {
            achievements: [
              'Won a Fortune 500 award',
              'Negotiated carrier contracts that saved $120K a year',
            ],
          },
        ],
      }),
    }));
    expect(llm!.requests).toHaveLength(1);
    expect(data.professional_summary).toMatch(/^Operations analyst with 5 years of experience/);
    const [first, second] = data.experience;
    expect(first.achievements.join(' ')).not.toMatch(/95%|Kubernetes/);
    expect(second.achievements.join(' ')).not.toMatch(/Fortune 500/);
    expect(second.achievements).toEqual([
      'Reduced shipping errors by 45% with a two-step verification process',
      'Negotiated carrier contracts that saved $120K a year',
    ]);
    expect(data.audit.findings.map((f: { field: string }) => f.field)).toEqual([
      'professional_summary',
      'experience.0.achievements.1',
      'experience.1.achievements.0',
    ]);
  });

  it('accepts a safe edit: filler out, a stronger opening, the same facts', () => {
    const data = {
      professional_summary: 'Analyst.',
      experience: [
        {
          title: 'Analyst',
          company: 'Northwind',
          duration: '2020 – 2022',
          achievements: ['Successfully reduced shipping errors by 45%', 'Responsible for 3 audits'],
        },
      ],
      audit: { findings: [] },
    } as unknown as Parameters<typeof applyTruthfully>[0];
    const out = applyTruthfully(
      data,
      { experience: [{ achievements: ['Reduced shipping errors by 45%', 'Owned 3 audits'] }] },
      'Analyst\nSuccessfully reduced shipping errors by 45%\nResponsible for 3 audits',
    );
    expect(out.experience[0]!.achievements).toEqual([
      'Reduced shipping errors by 45%',
      'Owned 3 audits',
    ]);
    expect(out.audit!.findings).toEqual([]);
  });

  it('falls back to the deterministic resume when the model is too slow', async () => {
    const data = await generateWith(
      () => ({ content: '{"professional_summary":"late"}', delayMs: 3_000 }),
      '1000',
    );
    expect(data.professional_summary).not.toBe('late');
    expect(data.personal_info.name).toBe('Jordan Ellis');
  });

  it('falls back when the model answers something that is not the JSON asked for', async () => {
    const data = await generateWith(() => ({ content: 'Sure! Here is your resume.' }));
    expect(data.experience[0].achievements.length).toBeGreaterThan(0);
  });

  it('tells the client the model is configured', async () => {
    llm = await startFakeLlm(() => ({ content: '{}' }));
    t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model' });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().ai).toEqual({ llm_enabled: true });
  });
});
