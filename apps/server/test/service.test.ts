import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@resumerank/contract/endpoints';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser } from './helpers/accounts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('service endpoints', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
    // Without REDIS_URL the limits are in memory and there is no Redis to report on.
    expect(res.json()).not.toHaveProperty('redis');
  });

  it('GET /api/health answers 503 when the database is unreachable', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'unreachable' });
  });

  it('GET /api/health/ready answers 503 while the engine loads and 200 once it has', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    // A fresh app's workers are still loading the readers, dictionary and models.
    const first = await ready();
    const warm = t.app.engine.ready;
    expect(first.statusCode).toBe(warm ? 200 : 503);
    expect(first.json()).toMatchObject(
      warm ? { status: 'ready' } : { status: 'starting', database: 'ok', engine: 'starting' },
    );
    await t.app.engine.whenReady();
    const later = await ready();
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ status: 'ready', database: 'ok', engine: 'ready' });
    // Ready means warm: the first upload does not wait for the engine to load.
    expect(t.app.engine.ready).toBe(true);
  });

  it('GET /api/health/ready answers 503 when the database is unreachable', async () => {
    await t.app.engine.whenReady();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'unreachable' });
  });

  it('GET /api/config tells the client its public settings and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      app_name: 'ResumeRank',
      access_gate: { enabled: true, marker: '401' },
      payments: { provider: 'local', publishable_key: null },
      ai: { llm_enabled: false },
      resume_file_retention_days: 90,
    });
  });

  it('GET /api/docs describes every endpoint of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of endpoints) {
      const openApiPath = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[openApiPath], openApiPath).toBeDefined();
      expect(doc.paths[openApiPath]?.[endpoint.method.toLowerCase()], endpoint.id).toBeDefined();
    }
  });
});

describe('API conventions', () => {
  it('answers a JSON 404 for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'Resource not found.' });
  });

  it('routes every endpoint of the contract (none falls through to the unknown-path 404)', async () => {
    for (const endpoint of endpoints) {
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api${endpoint.path.replace(/:\w+/g, 'x')}`,
      });
      expect(res.json(), endpoint.id).not.toEqual({ detail: 'Resource not found.' });
      if (res.statusCode === 501)
        expect(res.json().detail, endpoint.id).toMatch(/not available yet/);
    }
  });

  it('has every endpoint of the contract built (none answers 501)', async () => {
    // Signed in, since an unbuilt endpoint checks the sign-in before answering 501.
    const { token } = await signUpUser(t.app);
    for (const endpoint of endpoints) {
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api${endpoint.path.replace(/:\w+/g, 'x')}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, endpoint.id).not.toBe(501);
    }
  });

  it('refuses a malformed JSON body with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed request body.' });
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().detail).toBe('string');
  });
});

describe('security', () => {
  it('sends strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('issues a readable XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses a state-changing request that carries the cookie without echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { 'XSRF-TOKEN': 'abc123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/anti-forgery/i);
  });

  it('lets the request through when the header echoes the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { 'XSRF-TOKEN': 'abc123' },
      headers: { 'x-xsrf-token': 'abc123' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});
