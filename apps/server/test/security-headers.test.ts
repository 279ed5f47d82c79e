import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser } from './helpers/accounts';

let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  proxied = await createTestApp({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

/** The directives of a Content-Security-Policy, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function xsrfCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error(`no XSRF-TOKEN cookie in ${JSON.stringify(all)}`);
  return cookie;
}

describe('security headers', () => {
  it.each(['/api/health', '/api/no-such-thing', '/', '/reset-password/abc'])(
    'are sent on %s',
    async (url) => {
      const res = await plain.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src']).toBeDefined();
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const framing =
        res.headers['x-frame-options'] === 'DENY' || csp['frame-ancestors']?.join(' ') === "'none'";
      expect(framing).toBe(true);
      expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin|same-origin)/);
    },
  );

  it('sends HSTS behind a trusted TLS proxy, and never over plain HTTP or to a spoofed header', async () => {
    const tls = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is a client's claim, not a fact.
    const spoofed = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the anti-forgery cookie', () => {
  it('is readable by the page, SameSite, and Secure only behind TLS', async () => {
    const http = xsrfCookie((await plain.app.inject({ url: '/api/health' })).headers['set-cookie']);
    expect(http).not.toMatch(/HttpOnly/i);
    expect(http).toMatch(/SameSite=(Strict|Lax)/i);
    expect(http).not.toMatch(/;\s*Secure/i);
    const tls = xsrfCookie(
      (
        await proxied.app.inject({
          url: '/api/health',
          headers: { 'x-forwarded-proto': 'https' },
        })
      ).headers['set-cookie'],
    );
    expect(tls).toMatch(/;\s*Secure/i);
    expect(tls).toMatch(/SameSite=(Strict|Lax)/i);
  });

  it('refuses a state-changing request carrying cookies without the matching header (403)', async () => {
    const user = await signUpUser(plain.app);
    const token = xsrfCookie((await plain.app.inject({ url: '/api/health' })).headers['set-cookie'])
      .split(';')[0]!
      .slice('XSRF-TOKEN='.length);
    const logout = (headers: Record<string, string>) =>
      plain.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${user.token}`, ...headers },
      });
    const missing = await logout({ cookie: `XSRF-TOKEN=${token}` });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().detail).toMatch(/anti-forgery/);
    const wrong = await logout({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` });
    expect(wrong.statusCode).toBe(403);
    const signup = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: `XSRF-TOKEN=${token}` },
      payload: { email: 'forged.401@example.com', password: 'secret12', full_name: 'Forged' },
    });
    expect(signup.statusCode).toBe(403);
    // Still signed in: the refused logout did nothing. With the header it goes through.
    expect(
      (
        await plain.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).statusCode,
    ).toBe(200);
    const matching = await logout({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
    expect(matching.statusCode).toBe(200);
  });
});
