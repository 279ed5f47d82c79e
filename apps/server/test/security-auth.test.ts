import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@resumerank/contract/endpoints';
import type { Endpoint } from '@resumerank/contract/endpoint';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { forgedTokens } from './helpers/forged-tokens';

const SECRET = 'a test signing secret of more than thirty-two characters';

let t: TestApp;
let user: SignedUp;
let victim: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  user = await signUpUser(t.app);
  victim = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
});

// Valid-looking values for every path parameter, so the request reaches the route.
const sampleParams: Record<string, string> = {
  resume_id: '0b6d3f9e-8a51-4c2e-9f0d-6a7b8c9d0e1f',
  payment_method_id: 'pm_local_0123456789abcdef01234567',
  token: 'a'.repeat(43),
};

function urlOf(endpoint: Endpoint): string {
  return `/api${endpoint.path.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x')}`;
}

// Read from the table, so an endpoint added later is covered without editing this file.
const protectedEndpoints = endpoints.filter((e) => e.auth);

function call(endpoint: Endpoint, authorization?: string) {
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: authorization ? { authorization } : {},
  });
}

async function expectAllRefused(authorization: string | undefined, what: string) {
  for (const endpoint of protectedEndpoints) {
    const res = await call(endpoint, authorization);
    expect(res.statusCode, `${what}: ${endpoint.method} ${endpoint.path} ${res.body}`).toBe(401);
    expect(res.json().detail, endpoint.id).toMatch(/Not authenticated|Session expired/);
  }
}

describe('every endpoint that needs a signed-in user', () => {
  it('is in the table, and a valid token passes its check', async () => {
    expect(protectedEndpoints.length).toBeGreaterThan(20);
    const res = await call(
      protectedEndpoints.find((e) => e.id === 'auth.me')!,
      `Bearer ${user.token}`,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token, or with a malformed Authorization header', async () => {
    await expectAllRefused(undefined, 'no token');
    await expectAllRefused(`Basic ${Buffer.from('a:b').toString('base64')}`, 'basic auth');
    await expectAllRefused('Bearer', 'empty bearer');
  });

  it('answers 401 to expired, wrong-key, alg:none, edited and wrongly signed tokens', async () => {
    const tokens = await forgedTokens(SECRET, user.userId, user.token, victim.userId);
    for (const [what, token] of Object.entries(tokens)) {
      await expectAllRefused(`Bearer ${token}`, what);
    }
  });

  it('answers 401 to a token after its session logged out', async () => {
    const session = await signUpUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(out.statusCode).toBe(200);
    await expectAllRefused(`Bearer ${session.token}`, 'after logout');
  });
});
