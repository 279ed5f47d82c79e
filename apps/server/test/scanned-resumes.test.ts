import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';
import { hugePngHeader, manyPageScan, SCANNED_NAME, scanFiles } from './helpers/scan-files';

let t: TestApp;
let scans: { png: Uint8Array; pdf: Uint8Array };
beforeAll(async () => {
  // OCR of two pages takes seconds on a busy machine: room enough, no assertion on time.
  t = await createTestApp({
    ENGINE_WORKERS: '1',
    ENGINE_TIMEOUT_MS: '90000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  scans = await scanFiles(2);
}, 60_000);
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

async function score(user: SignedUp, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/scoring/scores/${id}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

describe('scanned resumes', () => {
  it.each([
    ['a PNG', 'scan.png', 'image/png', () => scans.png, 1],
    ['an image-only PDF of two pages', 'scan.pdf', 'application/pdf', () => scans.pdf, 2],
  ])(
    'reads %s by OCR and says so in the score',
    async (_, filename, contentType, bytes, pages) => {
      const user = await signUpUser(t.app);
      const res = await upload(user, filename, bytes());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ content_type: contentType, pages });
      const results = await score(user, res.json().resume_id);
      expect(results.parsed.name).toBe(SCANNED_NAME);
      expect(results.ocr.pages).toBe(pages);
      expect(results.ocr.confidence).toBeGreaterThan(60);
    },
    120_000,
  );

  it('refuses a scan past the bounds with 413 and keeps serving', async () => {
    const user = await signUpUser(t.app);
    const res = await upload(user, 'big-scan.png', hugePngHeader(20_000));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().detail).toMatch(/at most 9 million pixels/);
    // More scanned pages than OCR reads is no reason to refuse: the first are read (these,
    // blank, hold no text, which is said as such).
    const long = await upload(user, 'long-scan.pdf', await manyPageScan(5));
    expect(long.statusCode, long.body).toBe(422);
    expect(long.json().detail).toMatch(/No text could be recognised/);
    const after = await upload(user, 'jordan.txt', txtResume());
    expect(after.statusCode, after.body).toBe(201);
  });
});
