import { randomInt } from 'node:crypto';
import type { ClusterClient } from './cluster-client';

let addresses = 0;
const base = randomInt(1, 200);

/** A client address no other request of this run has used, so each limit starts at zero. */
export function nextAddress(): string {
  addresses += 1;
  return `10.${base}.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let emails = 0;

/** An email that passes the pre-release gate (it contains 401), new to this run. */
export function newEmail(name = 'user'): string {
  emails += 1;
  return `${name}.${process.pid}.${Date.now()}.${emails}.401@example.com`;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Signs a new person up on one server, from an address of their own. */
export async function signUp(client: ClusterClient, server: number): Promise<Account> {
  const email = newEmail();
  const password = 'correct horse 7';
  const res = await client.call(server, 'POST', '/auth/signup', {
    ip: nextAddress(),
    json: { email, password, full_name: 'Ada Lovelace' },
  });
  if (res.status !== 201)
    throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.access_token, userId: res.body.user.id };
}

/** The sign-in form as the browser sends it. */
export function signIn(
  client: ClusterClient,
  server: number,
  account: { email: string; password: string },
  ip = nextAddress(),
) {
  return client.call(server, 'POST', '/auth/login', {
    ip,
    form: { username: account.email, password: account.password },
  });
}
