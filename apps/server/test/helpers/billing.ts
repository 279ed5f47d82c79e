import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SignedUp } from './accounts';

/** Calls the API as a signed-in user. */
export function callAs(
  app: FastifyInstance,
  user: SignedUp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload ? { payload: payload as object } : {}),
  });
}

/** Saves a card through the built-in processor as the browser does (setup intent, confirm). */
export async function saveCard(
  app: FastifyInstance,
  user: SignedUp,
  number = '4242 4242 4242 4242',
  exp = { exp_month: 12, exp_year: 2030 },
) {
  const intent = await callAs(app, user, 'POST', '/api/payments/setup-intent');
  expect(intent.json()).toMatchObject({ provider: 'local', publishable_key: null });
  return callAs(app, user, 'POST', '/api/payments/local/confirm-setup', {
    client_secret: intent.json().client_secret,
    card: { number, ...exp, cvc: '123' },
  });
}

/** Saves a good card and subscribes to a paid plan; returns the card's id. */
export async function subscribe(
  app: FastifyInstance,
  user: SignedUp,
  plan: 'STANDARD' | 'PLATINUM',
): Promise<string> {
  const pm = (await saveCard(app, user)).json().payment_method_id as string;
  const res = await callAs(app, user, 'POST', '/api/payments/create-subscription', {
    plan_type: plan,
    payment_method_id: pm,
  });
  expect(res.statusCode, res.body).toBe(200);
  return pm;
}
