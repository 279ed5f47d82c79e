import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { logIn, me, signUpUser, uniqueEmail } from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';

let inbox: SmtpInbox;
let t: TestApp;
let now: Date;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
});
beforeEach(async () => {
  now = new Date('2026-03-02T10:00:00Z');
  t = await createTestApp(
    { SMTP_URL: inbox.url, APP_URL: 'https://resumerank.test' },
    { now: () => now },
  );
});
afterEach(async () => {
  await t.close();
});

function forgot(email: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
}

async function resetLinkFor(email: string): Promise<{ link: string; token: string }> {
  const mail = await inbox.waitFor(email);
  expect(mail.subject).toBe('Reset your ResumeRank password');
  expect(mail.html).toBeTruthy();
  const link = mail.text?.match(/https:\/\/resumerank\.test\/reset-password\/([\w-]+)/);
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(link![0]);
  return { link: link![0], token: link![1]! };
}

function resetPassword(token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, new_password: newPassword },
  });
}

describe('password reset by email', () => {
  it('emails a link that sets a new password once, and ends older sessions', async () => {
    const user = await signUpUser(t.app);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    const { token } = await resetLinkFor(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-reset-token/${token}`,
    });
    expect(verify.json()).toEqual({ valid: true, message: expect.any(String) });

    now = new Date(now.getTime() + 5 * 60_000);
    const done = await resetPassword(token, 'brand new pass 9');
    expect(done.statusCode).toBe(200);
    expect(typeof done.json().message).toBe('string');

    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, 'brand new pass 9')).statusCode).toBe(200);
    expect((await me(t.app, user.token)).statusCode).toBe(401);

    const again = await resetPassword(token, 'another pass 10');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('used');
    const reverify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-reset-token/${token}`,
    });
    expect(reverify.json().valid).toBe(false);
    expect(reverify.json().message).toContain('used');
  });

  it('refuses a link after one hour with a detail containing expired', async () => {
    const user = await signUpUser(t.app);
    await forgot(user.email);
    const { token } = await resetLinkFor(user.email);
    now = new Date(now.getTime() + 61 * 60_000);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-reset-token/${token}`,
    });
    expect(verify.json().valid).toBe(false);
    expect(verify.json().message).toContain('expired');
    const res = await resetPassword(token, 'brand new pass 9');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('expired');
  });

  it('refuses an unknown token and a short password', async () => {
    const unknown = await resetPassword('x'.repeat(43), 'long enough 1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Invalid reset token');
    const short = await resetPassword('x'.repeat(43), 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].message).toBe('Password must be at least 8 characters long');
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token/nope' });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().valid).toBe(false);
  });

  it('answers the same whether or not the account exists, and stores only a hash', async () => {
    const user = await signUpUser(t.app);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const { token } = await resetLinkFor(user.email);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
  });

  it('limits reset requests per email and per client address', async () => {
    const user = await signUpUser(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await forgot(user.email, `10.0.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await forgot(user.email, '10.0.1.1');
    expect(limited.json()).toEqual({ detail: 'Too many reset attempts. Please try again later.' });

    const perAddress = [];
    for (let i = 0; i < 11; i += 1)
      perAddress.push((await forgot(uniqueEmail(`p${i}`), '10.0.2.2')).statusCode);
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});

describe('mail without SMTP', () => {
  it('writes the message to DATA_DIR/outbox with text and HTML parts', async () => {
    const local = await createTestApp();
    try {
      const user = await signUpUser(local.app);
      await local.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      const outbox = path.join(local.dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i += 1) {
        files = await readdir(outbox).catch(() => []);
        if (files.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain('text/plain');
      expect(eml).toContain('text/html');
      expect(eml).toMatch(/reset-password\//);
    } finally {
      await local.close();
    }
  });
});
