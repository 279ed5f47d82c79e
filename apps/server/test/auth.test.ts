import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { logIn, me, signUpUser, uniqueEmail } from './helpers/accounts';

let t: TestApp;
let now: Date;
const clock = () => now;

beforeEach(async () => {
  now = new Date('2026-03-02T10:00:00Z');
  t = await createTestApp({}, { now: clock });
});
afterEach(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('creates an account and answers the user and a bearer token', async () => {
    const email = uniqueEmail('ada');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'secret12', full_name: 'Ada Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      full_name: 'Ada Lovelace',
      created_at: now.toISOString(),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/);
    expect((await me(t.app, body.access_token)).json().email).toBe(email);
  });

  it('refuses a second account for the same email in any case', async () => {
    const { email } = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: email.toUpperCase(), password: 'secret12', full_name: 'Someone Else' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Email already registered' });
  });

  it('checks the fields with the messages of the specification', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-email', password: '123', full_name: 'A' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toBe('Invalid input data.');
    const messages = Object.fromEntries(
      body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      full_name: 'Name must be at least 2 characters',
    });
  });

  it('enforces the pre-release gate when it is on, and not when it is off', async () => {
    const payload = { email: 'ada@example.com', password: 'secret12', full_name: 'Ada L' };
    const gated = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().detail).toBe(
      'This site is not released to production yet, please check later.',
    );

    const open = await createTestApp({ ACCESS_GATE: 'false' });
    try {
      const res = await open.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(res.statusCode).toBe(201);
      const config = await open.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().access_gate.enabled).toBe(false);
    } finally {
      await open.close();
    }
  });
});

describe('sign-in', () => {
  it('signs in with the form fields username and password', async () => {
    const user = await signUpUser(t.app);
    const res = await logIn(t.app, user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.userId);
    expect((await me(t.app, res.json().access_token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await signUpUser(t.app);
    const wrong = await logIn(t.app, user.email, 'not the password');
    const unknown = await logIn(t.app, uniqueEmail('nobody'), 'whatever1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits sign-in attempts from one client address', async () => {
    const user = await signUpUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await logIn(t.app, user.email, 'wrong password', '10.9.8.7')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await logIn(t.app, user.email, user.password, '10.9.8.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await logIn(t.app, user.email, user.password, '10.9.8.8')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses requests without a token, or with a tampered, unsigned or foreign one', async () => {
    const { token } = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    const tampered = `${header}.${otherSub}.${signature}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );
    const unsigned = `${noneHeader}.${payload}.`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a different key that is long enough'));

    for (const bad of [tampered, unsigned, foreign, 'garbage', `${token}x`]) {
      const res = await me(t.app, bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().detail).toBe('Session expired. Please log in again.');
    }
  });

  it('expires tokens after the configured lifetime', async () => {
    const { token } = await signUpUser(t.app);
    now = new Date(now.getTime() + 59 * 60_000);
    expect((await me(t.app, token)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('carries sub, iat, exp and jti', async () => {
    const { token, userId } = await signUpUser(t.app);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe(userId);
    expect(claims.exp - claims.iat).toBe(60 * 60);
    expect(typeof claims.jti).toBe('string');
  });

  it('logout revokes the token on the server', async () => {
    const { token } = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('refresh gives a new working token, and needs a valid one', async () => {
    const { token } = await signUpUser(t.app);
    now = new Date(now.getTime() + 50 * 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
    const fresh = res.json().access_token as string;
    now = new Date(now.getTime() + 30 * 60_000);
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await me(t.app, fresh)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('keeps the signing key across restarts on the same database', async () => {
    const { token } = await signUpUser(t.app);
    const again = await createTestApp({}, { now: clock, database: t.database });
    try {
      expect((await me(again.app, token)).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});
