import type { FastifyInstance } from 'fastify';
import { logIn, type SignedUp } from './accounts';
import { callAs } from './billing';

/** A charge as the transactions endpoint lists it (the fields the tests read). */
export interface ListedCharge {
  amount_cents: number;
  status: string;
  plan_type: string;
  description: string;
}

/**
 * Billing calls for suites that move the server's clock. Tokens carry the clock's time, so after
 * the clock moves a user signs in again before the next call.
 */
export function clockedBillingClient(app: () => FastifyInstance, clock: () => Date) {
  const sessions = new WeakMap<SignedUp, { at: number; user: SignedUp }>();
  async function signedIn(user: SignedUp): Promise<SignedUp> {
    const session = sessions.get(user);
    if (session?.at === clock().getTime()) return session.user;
    const res = await logIn(app(), user.email, user.password);
    const fresh = { ...user, token: res.json().access_token as string };
    sessions.set(user, { at: clock().getTime(), user: fresh });
    return fresh;
  }
  const call = async (
    user: SignedUp,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => callAs(app(), await signedIn(user), method, url, payload);
  return {
    signedIn,
    call,
    current: async (user: SignedUp) =>
      (await call(user, 'GET', '/api/subscriptions/current')).json().subscription,
    uploadLimit: async (user: SignedUp) =>
      (await call(user, 'GET', '/api/usage/usage-info')).json().usage_summary.resume_upload.limit,
    charges: async (user: SignedUp) =>
      (await call(user, 'GET', '/api/payments/transactions?limit=100')).json()
        .transactions as ListedCharge[],
  };
}
