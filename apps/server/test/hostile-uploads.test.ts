import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser } from './helpers/accounts';
import { hostileFiles } from './helpers/hostile-files';
import { multipart, pdfResume } from './helpers/resume-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ENGINE_WORKERS: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

async function upload(filename: string, bytes: Uint8Array) {
  // A fresh Free account each time: a file that is in fact readable uses its one daily upload.
  const user = await signUpUser(t.app);
  const form = multipart('file', filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
}

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('hostile uploads', () => {
  it('answers each with a clear 4xx (or 201 if readable), stays healthy, and still scores', async () => {
    const files = await hostileFiles();
    const pending = Promise.all(
      Object.entries(files).map(async ([name, bytes]) => ({
        name,
        res: await upload(name, bytes),
      })),
    );
    // The engine works in worker threads: the server answers while they chew.
    expect((await health()).statusCode).toBe(200);
    const answers = await pending;

    const seen: Record<string, number> = {};
    for (const { name, res } of answers) {
      seen[name] = res.statusCode;
      if (res.statusCode === 201) continue;
      expect([413, 415, 422], `${name}: ${res.body}`).toContain(res.statusCode);
      const { detail } = res.json();
      expect(detail, name).toMatch(/^[A-Z][^\n]{10,200}$/);
      expect(detail, name).not.toMatch(/error|exception|undefined|stack|pdf\.js|mammoth/i);
    }
    expect(seen).toMatchObject({
      'locked.pdf': 422,
      'ten-thousand-pages.pdf': 422,
      'bomb-100mb.docx': 422,
      'forged-1gb.docx': 422,
      'unclosed-root.docx': 422,
      'broken-header.doc': 422,
      'one-line-5mb.txt': 422,
      'utf16.txt': 415,
      'random.bin': 415,
    });
    const locked = answers.find((a) => a.name === 'locked.pdf')!.res.json();
    expect(locked.detail).toMatch(/password/);

    expect((await health()).json()).toMatchObject({ status: 'ok', database: 'ok' });
    const good = await upload('good.pdf', await pdfResume());
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().word_count).toBeGreaterThan(100);
  });
});
