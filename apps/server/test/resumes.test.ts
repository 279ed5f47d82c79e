import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import {
  docResume,
  docxResume,
  multipart,
  odtResume,
  pdfResume,
  scannedPdf,
  txtResume,
} from './helpers/resume-files';
import {
  TOO_MANY_UNREADABLE,
  UNREADABLE_FILES_PER_HOUR,
} from '../src/services/resumes/guard-unreadable';

let t: TestApp;
let now: Date;
beforeAll(async () => {
  now = new Date('2026-05-04T09:00:00Z');
  t = await createTestApp(
    { ENGINE_WORKERS: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    { now: () => now },
  );
});
afterAll(async () => {
  await t.close();
});

function upload(user: SignedUp, filename: string, bytes: Uint8Array) {
  const form = multipart('file', filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
}

function call(user: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}` } });
}

describe('upload and score', () => {
  it('stores a resume, scores it and lists it', async () => {
    const user = await signUpUser(t.app);
    const res = await upload(user, 'jordan.txt', txtResume());
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      filename: 'jordan.txt',
      content_type: 'text/plain',
      size_bytes: txtResume().length,
      pages: 1,
    });
    expect(answer.word_count).toBeGreaterThan(100);

    const scored = await call(user, 'POST', `/api/scoring/score/${answer.resume_id}`);
    expect(scored.statusCode).toBe(200);
    const { results } = scored.json();
    expect(results.overall_score).toBeGreaterThan(50);
    expect(results.parsed).toMatchObject({
      name: 'Jordan Ellis',
      email: 'jordan.ellis@example.com',
    });
    expect(results.breakdown.impact.checks.length).toBeGreaterThan(3);
    expect(results.suggestions.length).toBeGreaterThan(0);

    const again = await call(user, 'GET', `/api/scoring/scores/${answer.resume_id}`);
    expect(again.json()).toEqual(scored.json());
    const list = await call(user, 'GET', '/api/resumes');
    expect(list.json().resumes).toEqual([
      {
        resume_id: answer.resume_id,
        filename: 'jordan.txt',
        uploaded_at: now.toISOString(),
        overall_score: results.overall_score,
        file_available: true,
        version_group: answer.resume_id,
      },
    ]);
  });

  it.each([
    ['PDF', 'resume.pdf', pdfResume, 'application/pdf'],
    [
      'DOCX',
      'resume.docx',
      docxResume,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['DOC', 'resume.doc', docResume, 'application/msword'],
    // LibreOffice's own format, often saved under a Word name.
    ['ODT', 'resume.docx', odtResume, 'application/vnd.oasis.opendocument.text'],
  ])('accepts a %s, deciding the type from its bytes', async (_kind, name, make, type) => {
    const user = await signUpUser(t.app);
    const res = await upload(user, name, await make());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content_type).toBe(type);
  });

  it('refuses a file whose bytes are not a document, whatever its name', async () => {
    const user = await signUpUser(t.app);
    // A GIF: an image, but not a kind ResumeRank reads (PNG and JPEG scans are).
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...new Array(200).fill(7)]);
    const res = await upload(user, 'resume.pdf', gif);
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Invalid file type. Please select: PDF, DOC, DOCX, TXT');
  });

  it('refuses a file over 10 MB while streaming', async () => {
    const user = await signUpUser(t.app);
    const big = new Uint8Array(11 * 1024 * 1024).fill(65);
    const res = await upload(user, 'big.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('File size must be less than 10MB');
  });

  it('explains why an empty, scanned or broken file cannot be scored, and charges nothing', async () => {
    const user = await signUpUser(t.app);
    const empty = await upload(user, 'empty.txt', new TextEncoder().encode('   \n '));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toMatch(/no readable text/);
    const scan = await upload(user, 'scan.pdf', await scannedPdf());
    expect(scan.statusCode).toBe(422);
    expect(scan.json().detail).toMatch(/no text layer/);
    const broken = await upload(
      user,
      'broken.pdf',
      new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >>\ngarbage'),
    );
    expect(broken.statusCode).toBe(422);
    expect((await upload(user, 'good.txt', txtResume())).statusCode).toBe(201);
  });

  it('stops a user who keeps sending unreadable files, and only that user', async () => {
    const user = await signUpUser(t.app);
    const broken = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >>\ngarbage');
    for (let i = 0; i < UNREADABLE_FILES_PER_HOUR; i += 1)
      expect((await upload(user, `broken-${i}.pdf`, broken)).statusCode).toBe(422);
    const refused = await upload(user, 'good.txt', txtResume());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(TOO_MANY_UNREADABLE);
    expect(refused.headers['retry-after']).toBe('3600');
    const other = await signUpUser(t.app);
    expect((await upload(other, 'good.txt', txtResume())).statusCode).toBe(201);
  });

  it('stores no folder names from the file name', async () => {
    const user = await signUpUser(t.app);
    const res = await upload(user, '../../etc/passwd.txt', txtResume());
    expect(res.json().filename).toBe('passwd.txt');
  });
});

describe('daily limits', () => {
  it('allows one upload a day on Free and says so with detail.feature', async () => {
    const user = await signUpUser(t.app);
    expect((await upload(user, 'a.txt', txtResume())).statusCode).toBe(201);
    const second = await upload(user, 'b.txt', txtResume());
    expect(second.statusCode).toBe(429);
    expect(second.json().detail).toMatchObject({
      feature: 'resume_upload',
      limit: 1,
      reset_at: '2026-05-05T00:00:00.000Z',
    });
    const info = await call(user, 'GET', '/api/usage/usage-info');
    expect(info.json().usage_summary).toMatchObject({
      plan_type: 'FREE',
      next_reset: '2026-05-05T00:00:00.000Z',
      resume_upload: { current: 1, limit: 1, remaining: 0 },
    });
    const limits = await call(user, 'GET', '/api/usage/check-limits');
    expect(limits.json().resume_upload).toMatchObject({ can_use: false, remaining: 0 });
    expect(limits.json().resume_generation).toMatchObject({ can_use: true, remaining: 1 });
  });

  it('gives exactly one success to 20 parallel uploads with one left', async () => {
    const user = await signUpUser(t.app);
    const bytes = txtResume();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(user, `r${i}.txt`, bytes)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 429))
      expect(a.json().detail.feature).toBe('resume_upload');
    expect((await call(user, 'GET', '/api/resumes')).json().resumes).toHaveLength(1);
  });

  it('starts a new day at 00:00 UTC', async () => {
    const before = now;
    now = new Date('2026-05-04T23:50:00Z');
    const user = await signUpUser(t.app);
    expect((await upload(user, 'a.txt', txtResume())).statusCode).toBe(201);
    expect((await upload(user, 'b.txt', txtResume())).statusCode).toBe(429);
    now = new Date('2026-05-05T00:00:01Z');
    try {
      expect((await upload(user, 'c.txt', txtResume())).statusCode).toBe(201);
    } finally {
      now = before;
    }
  });

  it('lists every plan limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/usage/plan-limits' });
    expect(res.json().limits.STANDARD).toEqual({ resume_upload: 10, resume_generation: 10 });
  });
});

describe('ownership', () => {
  it("answers 404 for another user's resume, and deletes only one's own", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const { resume_id } = (await upload(owner, 'mine.txt', txtResume())).json();
    for (const [method, url] of [
      ['POST', `/api/scoring/score/${resume_id}`],
      ['GET', `/api/scoring/scores/${resume_id}`],
      ['DELETE', `/api/resumes/${resume_id}`],
    ] as const) {
      const res = await call(other, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Resume not found.' });
    }
    expect((await call(other, 'GET', '/api/resumes')).json().resumes).toEqual([]);
    expect((await call(owner, 'DELETE', `/api/resumes/${resume_id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/scoring/scores/${resume_id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/resumes/not-a-uuid')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const form = multipart('file', 'a.txt', txtResume());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resumes/upload-resume',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
