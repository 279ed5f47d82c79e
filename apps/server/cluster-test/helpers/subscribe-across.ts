import { expect } from 'vitest';
import type { FakeStripe } from '../../test/helpers/fake-stripe';
import type { Account } from './cluster-accounts';
import type { ClusterClient } from './cluster-client';

/**
 * Subscribes `user` to a paid plan as the browser does with Stripe, across two servers: the
 * card's SetupIntent made by server 0 (confirmed at the fake Stripe), the plan bought on server 1.
 */
export async function subscribeAcross(
  client: ClusterClient,
  fake: FakeStripe,
  user: Account,
  plan: 'STANDARD' | 'PLATINUM',
): Promise<void> {
  const intent = await client.call(0, 'POST', '/payments/setup-intent', { token: user.token });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const card = fake.confirmSetup(intent.body.client_secret, 'visa');
  const res = await client.call(1, 'POST', '/payments/create-subscription', {
    token: user.token,
    json: { plan_type: plan, payment_method_id: card },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
