import type { FastifyInstance } from 'fastify';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { SignedUp } from './accounts';

/** Saves the local processor's good test card and subscribes the user to a paid plan. */
export async function subscribe(app: FastifyInstance, user: SignedUp, plan: PlanType) {
  const headers = { authorization: `Bearer ${user.token}` };
  const intent = await app.inject({ method: 'POST', url: '/api/payments/setup-intent', headers });
  const card = await app.inject({
    method: 'POST',
    url: '/api/payments/local/confirm-setup',
    headers,
    payload: {
      client_secret: intent.json().client_secret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-subscription',
    headers,
    payload: { plan_type: plan, payment_method_id: card.json().payment_method_id },
  });
  if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
}
