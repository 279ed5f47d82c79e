import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExport, EXPORT_JSON_NAME } from '@resumerank/contract/account';
import { passwordResetTokens, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, pdfResume, txtResume } from './helpers/resume-files';
import { subscribe } from './helpers/subscribe';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';

let inbox: SmtpInbox;
let t: TestApp;
const now = new Date('2026-05-04T09:30:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, APP_URL: 'https://resumerank.test' },
    { now: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const auth = (user: SignedUp) => ({ authorization: `Bearer ${user.token}` });

async function upload(user: SignedUp, filename: string, bytes: Uint8Array): Promise<string> {
  const form = multipart('file', filename, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, ...auth(user) },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().resume_id;
}

function exportData(user?: SignedUp) {
  return t.app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: user ? auth(user) : {},
  });
}

describe('GET /account/export (Download my data)', () => {
  it('answers 401 without a sign-in', async () => {
    const res = await exportData();
    expect(res.statusCode).toBe(401);
  });

  it("holds the user's account, plan, charges, resumes with scores and original files, and nothing secret or anyone else's", async () => {
    const owner = await signUpUser(t.app, { full_name: 'Jordan Ellis' });
    const other = await signUpUser(t.app, { full_name: 'Someone Else' });
    // Subscribed first: the Free plan allows one upload a day.
    await subscribe(t.app, owner, 'STANDARD');
    const pdf = await pdfResume();
    const txt = txtResume();
    const pdfId = await upload(owner, 'jordan.pdf', pdf);
    const txtId = await upload(owner, 'jordan.txt', txt);
    const otherId = await upload(other, 'other.txt', txt);
    // A pending reset link: its token must not be exported either.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    });
    const mail = await inbox.waitFor(owner.email);
    const resetToken = mail.text?.match(/reset-password\/([\w-]+)/)?.[1];
    expect(resetToken).toBeTruthy();

    const res = await exportData(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ResumeRank_data_2026-05-04.zip"',
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const entries = Object.values(zip.files).filter((f) => !f.dir);
    expect(entries.map((f) => f.name).sort()).toEqual(
      [EXPORT_JSON_NAME, `files/${pdfId}-jordan.pdf`, `files/${txtId}-jordan.txt`].sort(),
    );
    expect(
      Buffer.from(await zip.file(`files/${pdfId}-jordan.pdf`)!.async('uint8array')).equals(pdf),
    ).toBe(true);
    expect(
      Buffer.from(await zip.file(`files/${txtId}-jordan.txt`)!.async('uint8array')).equals(txt),
    ).toBe(true);

    const text = await zip.file(EXPORT_JSON_NAME)!.async('string');
    const data = accountExport.parse(JSON.parse(text));
    expect(data.account).toMatchObject({
      id: owner.userId,
      email: owner.email,
      full_name: 'Jordan Ellis',
      plan: 'STANDARD',
    });
    expect(data.subscription.plan_type).toBe('STANDARD');
    expect(data.plan_history.map((c) => c.to_plan)).toContain('STANDARD');
    expect(data.transactions.map((c) => c.amount_cents)).toEqual([999]);
    expect(data.payment_methods[0]?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(data.generated_resumes.stored).toBe(false);
    expect(data.generated_resumes.note).toMatch(/not stored/);

    // The resumes and scores are exactly what the resumes and scoring API show.
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: auth(owner) })
    ).json().resumes as { resume_id: string; filename: string; overall_score: number }[];
    expect(data.resumes.map((r) => r.resume_id).sort()).toEqual(
      listed.map((r) => r.resume_id).sort(),
    );
    for (const item of listed) {
      const exported = data.resumes.find((r) => r.resume_id === item.resume_id)!;
      expect(exported).toMatchObject({
        filename: item.filename,
        overall_score: item.overall_score,
        file_available: true,
      });
      const scores = await t.app.inject({
        method: 'GET',
        url: `/api/scoring/scores/${item.resume_id}`,
        headers: auth(owner),
      });
      expect(exported.results).toEqual(scores.json().results);
    }
    expect(data.resumes.find((r) => r.resume_id === pdfId)).toMatchObject({
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });

    // Nothing of the other user, and no secret of the owner's.
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(otherId);
    expect(text).not.toContain('Someone Else');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row!.passwordHash.length).toBeGreaterThan(20);
    expect(text).not.toContain(row!.passwordHash);
    expect(text).not.toContain(owner.password);
    expect(text).not.toContain(owner.token);
    expect(text).not.toContain(resetToken!);
    const resets = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, owner.userId));
    expect(resets).toHaveLength(1);
    expect(text).not.toContain(resets[0]!.tokenHash);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toMatch(/password|token|secret/i);
  });
});
