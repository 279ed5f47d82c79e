import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_ERASED_MESSAGE } from '@resumerank/contract/resumes';
import { FACTS_NEEDED } from '@resumerank/contract/generator-facts';
import { EXPORT_JSON_NAME } from '@resumerank/contract/account';
import { resumes, resumeScores } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { logIn, signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';

let clock = new Date('2026-01-01T12:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function start(env: Record<string, string> = {}) {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env }, { now: () => clock });
}

const auth = (user: SignedUp) => ({ authorization: `Bearer ${user.token}` });

function get(user: SignedUp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: auth(user) });
}

async function upload(user: SignedUp, filename: string): Promise<string> {
  const form = multipart('file', filename, txtResume());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, ...auth(user) },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().resume_id;
}

/** A fresh token at the current clock (an access token lasts an hour of the test's clock). */
async function signedIn(user: SignedUp): Promise<SignedUp> {
  const res = await logIn(t.app, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, token: res.json().access_token };
}

async function storedFile(resumeId: string) {
  const [row] = await t.database.db
    .select({ file: resumes.file })
    .from(resumes)
    .where(eq(resumes.id, resumeId));
  return row!.file;
}

describe('RESUME_FILE_RETENTION_DAYS', () => {
  it('erases files older than the setting and keeps newer ones; scores and details stay', async () => {
    await start({ RESUME_FILE_RETENTION_DAYS: '30' });
    at('2026-01-01T12:00:00Z');
    let user = await signUpUser(t.app);
    const old = await upload(user, 'old.txt');
    const scoreBefore = (await get(user, `/api/scoring/scores/${old}`)).json();
    at('2026-01-20T12:00:00Z');
    user = await signedIn(user);
    const recent = await upload(user, 'recent.txt');

    at('2026-01-31T11:59:00Z'); // 29 days 23:59 after the first upload: nothing is due yet
    expect(await t.app.runRetentionJob()).toBe(0);
    expect(await storedFile(old)).not.toBeNull();

    at('2026-02-01T12:00:00Z');
    expect(await t.app.runRetentionJob()).toBe(1);
    expect(await storedFile(old)).toBeNull();
    expect(await storedFile(recent)).not.toBeNull();
    // A second run (another server, the next day) finds nothing left to do.
    expect(await t.app.runRetentionJob()).toBe(0);

    user = await signedIn(user);
    const listed = (await get(user, '/api/resumes')).json().resumes;
    expect(listed).toEqual([
      expect.objectContaining({ resume_id: recent, file_available: true }),
      expect.objectContaining({
        resume_id: old,
        file_available: false,
        overall_score: scoreBefore.results.overall_score,
      }),
    ]);
    const scoreAfter = await get(user, `/api/scoring/scores/${old}`);
    expect(scoreAfter.statusCode).toBe(200);
    expect(scoreAfter.json()).toEqual(scoreBefore);
    expect(scoreAfter.json().results.parsed).toBeTruthy();

    // The export still lists the resume with its score, without a file.
    const zip = await JSZip.loadAsync((await get(user, '/api/account/export')).rawPayload);
    const data = JSON.parse(await zip.file(EXPORT_JSON_NAME)!.async('string'));
    const exported = data.resumes.find((r: { resume_id: string }) => r.resume_id === old);
    expect(exported).toMatchObject({ file_available: false, file_path: null });
    expect(exported.results).toEqual(scoreBefore.results);
    expect(zip.file(new RegExp(old))).toHaveLength(0);
    expect(zip.file(new RegExp(recent))).toHaveLength(1);
  });

  it('answers 410 when a score must be made again from an erased file', async () => {
    await start({ RESUME_FILE_RETENTION_DAYS: '1' });
    at('2026-01-01T12:00:00Z');
    let user = await signUpUser(t.app);
    const id = await upload(user, 'cv.txt');
    at('2026-01-03T12:00:00Z');
    expect(await t.app.runRetentionJob()).toBe(1);
    // A score from an older engine is re-made from the file on request.
    await t.database.db
      .update(resumeScores)
      .set({ engineVersion: 'older' })
      .where(eq(resumeScores.resumeId, id));
    user = await signedIn(user);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/scoring/score/${id}`,
      headers: auth(user),
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toBe(FILE_ERASED_MESSAGE);
  });

  it("lets the generator's latest-upload fallback skip an erased file", async () => {
    await start({ RESUME_FILE_RETENTION_DAYS: '1' });
    at('2026-01-01T12:00:00Z');
    let user = await signUpUser(t.app);
    await upload(user, 'cv.txt');
    at('2026-01-03T12:00:00Z');
    await t.app.runRetentionJob();
    user = await signedIn(user);
    const form = multipart('unused', 'none.txt', new Uint8Array(), {
      job_description: 'Senior backend engineer: TypeScript, PostgreSQL, distributed systems.',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate',
      headers: { ...form.headers, ...auth(user) },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe(FACTS_NEEDED);
  });

  it('keeps every file with 0, and erases after 90 days by default', async () => {
    await start({ RESUME_FILE_RETENTION_DAYS: '0' });
    at('2026-01-01T12:00:00Z');
    let user = await signUpUser(t.app);
    let id = await upload(user, 'cv.txt');
    at('2036-01-01T12:00:00Z');
    expect(await t.app.runRetentionJob()).toBe(0);
    expect(await storedFile(id)).not.toBeNull();
    await t.close();

    await start();
    at('2026-01-01T12:00:00Z');
    user = await signUpUser(t.app);
    id = await upload(user, 'cv.txt');
    at('2026-03-31T12:00:00Z'); // day 89
    expect(await t.app.runRetentionJob()).toBe(0);
    at('2026-04-01T12:00:01Z'); // just past 90 days
    expect(await t.app.runRetentionJob()).toBe(1);
    expect(await storedFile(id)).toBeNull();
  });
});
