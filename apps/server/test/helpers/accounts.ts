import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A unique email that passes the pre-release gate (it contains 401). */
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}.${process.pid}.${counter}.401@example.com`;
}

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Signs a new user up through the API and returns their credentials. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; full_name: string }> = {},
): Promise<SignedUp> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse 7';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, full_name: overrides.full_name ?? 'Ada Lovelace' },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { email, password, token: body.access_token, userId: body.user.id };
}

/** Signs in with the login form as the browser sends it. */
export function logIn(app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
    remoteAddress: ip,
  });
}

/** GET /api/auth/me with a bearer token. */
export function me(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
}
