import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { logIn, signUpUser, uniqueEmail, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';
import { subscribe } from './helpers/subscribe';

// Strings that break queries built by hand, and objects that break query-by-example stores.
const INJECTIONS: unknown[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "admin'--",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '{"$gt":""}',
  '{"$ne":null}',
  { $gt: '' },
  ['a', 'b'],
];
const TABLES = ['users', 'resumes', 'resume_scores', 'subscriptions', 'payment_methods'];

let t: TestApp;
let victim: SignedUp;
let paid: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', ENGINE_WORKERS: '1' });
  victim = await signUpUser(t.app, { full_name: 'Victoria Victim' });
  paid = await signUpUser(t.app);
  await subscribe(t.app, paid, 'PLATINUM');
});
afterAll(async () => {
  await t.close();
});

const bearer = (user: SignedUp) => ({ authorization: `Bearer ${user.token}` });

/** No 5xx, and nothing of the victim's in the answer. */
function expectHarmless(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expect(res.body, label).not.toContain(victim.email);
  expect(res.body, label).not.toContain('Victoria');
  expect(res.body, label).not.toMatch(/argon2|postgres|syntax error|drizzle|at \//i);
}

describe('injection strings in every text field', () => {
  it('signup, login, forgot and reset: no 5xx, no one else signed in, text kept as text', async () => {
    for (const value of INJECTIONS) {
      const label = JSON.stringify(value);
      for (const field of ['email', 'password', 'full_name'] as const) {
        const payload = {
          email: uniqueEmail(),
          password: 'secret12',
          full_name: 'Eve',
          [field]: value,
        };
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
        expectHarmless(res, `signup ${field}=${label}`);
        // A name or password is only text: stored as given, never run.
        if (res.statusCode === 201 && field === 'full_name')
          expect(res.json().user.full_name).toBe(value);
      }
      for (const [username, password] of [
        [value, 'secret12'],
        [victim.email, value],
        [value, value],
      ]) {
        const res =
          typeof username === 'string' && typeof password === 'string'
            ? await logIn(t.app, username, password)
            : await t.app.inject({
                method: 'POST',
                url: '/api/auth/login',
                payload: { username, password },
              });
        expectHarmless(res, `login ${label}`);
        expect(res.statusCode, `login ${label}`).not.toBe(200);
      }
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: value },
      });
      expectHarmless(forgot, `forgot ${label}`);
      for (const payload of [
        { token: value, new_password: 'new password 1' },
        { token: 'a'.repeat(43), new_password: value },
      ]) {
        const reset = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload,
        });
        expectHarmless(reset, `reset ${label}`);
        expect([400, 422], `reset ${label}`).toContain(reset.statusCode);
      }
      if (typeof value === 'string') {
        const verify = await t.app.inject({
          method: 'GET',
          url: `/api/auth/verify-reset-token/${encodeURIComponent(value)}`,
        });
        expectHarmless(verify, `verify ${label}`);
        expect(verify.json().valid).not.toBe(true);
      }
    }
  });

  it('generate: the job description is only text', async () => {
    for (const value of INJECTIONS.filter((v): v is string => typeof v === 'string')) {
      const form = multipart('existing_resume', 'mine.txt', txtResume(), {
        job_description: `Operations analyst. ${value} SQL, Excel, logistics.`,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resume-generator/generate',
        headers: { ...form.headers, ...bearer(paid) },
        payload: form.payload,
      });
      expectHarmless(res, `generate ${value}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('leaves every table in place and the victim able to sign in', async () => {
    for (const table of TABLES) {
      const rows = await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`));
      expect(rows, table).toBeDefined();
    }
    expect((await logIn(t.app, victim.email, victim.password)).statusCode).toBe(200);
  });
});

describe('bodies of the wrong size or type', () => {
  it('refuses oversized JSON and form bodies with 413 and a detail', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: 'secret12', full_name: big },
    });
    expect(signup.statusCode).toBe(413);
    expect(signup.json().detail).toMatch(/\w/);
    const login = await logIn(t.app, victim.email, 'x'.repeat(100 * 1024));
    expect(login.statusCode).toBe(413);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate-pdf',
      headers: bearer(paid),
      payload: { personal_info: { name: big } },
    });
    expect(pdf.statusCode).toBe(413);
  });

  it('refuses a job description past the field limit with a clear 4xx', async () => {
    const form = multipart('existing_resume', 'mine.txt', txtResume(), {
      job_description: 'Operations analyst. '.repeat(5_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate',
      headers: { ...form.headers, ...bearer(paid) },
      payload: form.payload,
    });
    expect([413, 422], res.body).toContain(res.statusCode);
    expect(res.json().detail).toMatch(/\w/);
  });

  it('refuses wrong content types with 415 (or 400) and a detail', async () => {
    const cases: Array<{ url: string; type: string; payload: string | Buffer }> = [
      { url: '/api/auth/signup', type: 'text/plain', payload: 'email=a@b.c' },
      { url: '/api/auth/signup', type: 'application/xml', payload: '<signup/>' },
      {
        url: '/api/auth/signup',
        type: 'application/json; charset=utf-16',
        payload: Buffer.from('{"email":"a@b.c"}', 'utf16le'),
      },
      { url: '/api/auth/login', type: 'text/csv', payload: 'a,b' },
      { url: '/api/resumes/upload-resume', type: 'application/json', payload: '{"file":"x"}' },
      {
        url: '/api/resume-generator/generate',
        type: 'application/x-www-form-urlencoded',
        payload: 'job_description=analyst',
      },
      { url: '/api/resumes/upload-resume', type: 'multipart/form-data', payload: '--x--' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: c.url,
        headers: { 'content-type': c.type, ...bearer(paid) },
        payload: c.payload,
      });
      const label = `${c.type} to ${c.url}: ${res.body}`;
      expect([400, 415], label).toContain(res.statusCode);
      expect(res.json().detail, label).toMatch(/\w{3}/);
    }
  });
});

describe('malformed multipart bodies', () => {
  it('answer 400 or 422 with a detail, never a server error', async () => {
    const part = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n';
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', '--x--'],
      ['multipart/form-data; boundary=abc', 'garbage'],
      ['multipart/form-data; boundary=abc', `${part}cut short`],
      ['multipart/form-data; boundary=abc', `${part}no final boundary\r\n--abc`],
      [
        'multipart/form-data; boundary=abc',
        `--abc\r\nX: ${'y'.repeat(100_000)}\r\n\r\nz\r\n--abc--\r\n`,
      ],
      ['multipart/form-data; boundary=abc', ''],
    ];
    for (const url of ['/api/resumes/upload-resume', '/api/resume-generator/generate']) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type, ...bearer(paid) },
          payload,
        });
        const label = `${url} ${type} ${JSON.stringify(payload.slice(0, 40))}: ${res.body}`;
        expect([400, 422], label).toContain(res.statusCode);
        expect(res.json().detail, label).toMatch(/\w{3}/);
      }
    }
  });
});

describe('names that end up in a header', () => {
  it('a generated PDF for any name downloads with a safe Content-Disposition', async () => {
    const data = {
      personal_info: { name: '', email: 'a@example.com', phone: '', location: '' },
      professional_summary: 'Operations analyst.',
      core_competencies: [],
      experience: [],
      education: [],
      skills: [],
      ats_validation: { ats_score: 50, checks: [] },
      ats_analysis: { extracted_keywords: [], matched_keywords: [], missing_keywords: [] },
    };
    const expected: Record<string, string> = {
      'Jordan Ellis': 'attachment; filename="Jordan_Ellis_ATS_Resume.pdf"',
      张伟: "attachment; filename*=UTF-8''%E5%BC%A0%E4%BC%9F_ATS_Resume.pdf",
      'Zoë 😀': "attachment; filename*=UTF-8''Zo%C3%AB_ATS_Resume.pdf",
      'a"\r\nSet-Cookie: stolen=1': 'attachment; filename="a_Set_Cookie_stolen_1_ATS_Resume.pdf"',
      '../../etc/passwd': 'attachment; filename="etc_passwd_ATS_Resume.pdf"',
    };
    for (const [name, disposition] of Object.entries(expected)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resume-generator/generate-pdf',
        headers: bearer(paid),
        payload: { ...data, personal_info: { ...data.personal_info, name } },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.headers['content-disposition'], name).toBe(disposition);
      expect(res.headers['set-cookie'] ?? '', name).not.toMatch(/stolen/);
    }
  });
});

describe('file names with path tricks', () => {
  it('stores and lists a safe name, and writes nothing outside DATA_DIR', async () => {
    const uploader = await signUpUser(t.app);
    await subscribe(t.app, uploader, 'PLATINUM');
    const passwd = await stat('/etc/passwd');
    const names = [
      '../../etc/passwd.pdf',
      '..\\..\\windows\\win.ini.pdf',
      '/etc/shadow.txt',
      'resume\u0000.pdf',
      'a'.repeat(1_000) + '.pdf',
      '....//....//x.txt',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      'résumé<script>alert(1)</script>.txt',
      'resume\u202etxt.exe',
      'con:aux|nul?.txt',
      '.htaccess',
    ];
    const stored: string[] = [];
    for (const name of names) {
      const form = multipart('file', name, txtResume());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resumes/upload-resume',
        headers: { ...form.headers, ...bearer(uploader) },
        payload: form.payload,
      });
      expect(res.statusCode, `${JSON.stringify(name)}: ${res.body}`).toBe(201);
      stored.push(res.json().filename);
    }
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/resumes', headers: bearer(uploader) })
    )
      .json()
      .resumes.map((r: { filename: string }) => r.filename);
    expect([...listed].sort()).toEqual([...stored].sort());
    for (const name of stored) {
      expect(name).not.toMatch(/[/\\<>:"|?*]|\.\./);
      expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      expect(name).not.toMatch(/^\./);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(200);
    }
    // Uploads live in the database: none of these paths may have appeared on disk.
    for (const target of [
      path.resolve(t.dataDir, '../../etc/passwd.pdf'),
      path.resolve(t.dataDir, '..', 'passwd.pdf'),
      '/etc/passwd.pdf',
      '/etc/shadow.txt',
      path.resolve(process.cwd(), 'passwd.pdf'),
    ]) {
      await expect(access(target), target).rejects.toThrow();
    }
    expect((await stat('/etc/passwd')).mtimeMs).toBe(passwd.mtimeMs);
  });
});
