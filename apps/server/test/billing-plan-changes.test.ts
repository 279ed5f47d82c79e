import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { clockedBillingClient } from './helpers/clocked-billing-client';
import { saveCard, subscribe } from './helpers/billing';

// One clock for the whole suite, moved forward by the tests (each test uses its own users).
let clock = new Date('2026-06-01T00:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const { signedIn, call, current, uploadLimit, charges } = clockedBillingClient(
  () => t.app,
  () => clock,
);
const change = (user: SignedUp, plan: string) =>
  call(user, 'PUT', '/api/subscriptions/update', { new_plan_type: plan, prorate: true });

describe('upgrades', () => {
  it('apply at once and charge the difference for the rest of the period', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-16T00:00:00Z'); // half of a 30-day period left
    const res = await change(user, 'PLATINUM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      prorated_amount_cents: 500, // (1999 - 999) * 15 / 30
      scheduled_change_date: null,
      subscription: { plan_type: 'PLATINUM', current_period_end: '2026-07-01T00:00:00.000Z' },
    });
    expect(res.json().message).toContain('$5.00');
    expect(await uploadLimit(user)).toBe(50);
    expect((await charges(user)).map((c) => c.amount_cents)).toEqual([500, 999]);
    const history = (await call(user, 'GET', '/api/subscriptions/history')).json().changes;
    expect(history[0]).toMatchObject({
      from_plan: 'STANDARD',
      to_plan: 'PLATINUM',
      change_type: 'upgrade',
      is_immediate: true,
      prorated_amount_cents: 500,
    });
  });

  it('without proration start a new period charged in full', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-20T08:00:00Z');
    const res = await call(user, 'PUT', '/api/subscriptions/update', {
      new_plan_type: 'PLATINUM',
      prorate: false,
    });
    expect(res.json()).toMatchObject({
      prorated_amount_cents: 1999,
      subscription: { current_period_end: '2026-07-20T08:00:00.000Z' },
    });
  });

  it('charge once for a double click, and a declined card changes nothing', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-11T00:00:00Z');
    const answers = await Promise.all([1, 2, 3].map(() => change(user, 'PLATINUM')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect((await charges(user)).length).toBe(2);

    const other = await signUpUser(t.app);
    at('2026-06-01T00:00:00Z');
    await subscribe(t.app, await signedIn(other), 'STANDARD');
    const bad = (await saveCard(t.app, await signedIn(other), '4000 0000 0000 0341')).json()
      .payment_method_id;
    await call(other, 'POST', `/api/payments/payment-methods/${bad}/default`);
    at('2026-06-11T00:00:00Z');
    const declined = await change(other, 'PLATINUM');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Your card was declined.');
    expect((await current(other)).plan_type).toBe('STANDARD');
    expect((await charges(other))[0]).toMatchObject({ status: 'failed', amount_cents: 667 });
  });
});

describe('downgrades and the once-a-day rule', () => {
  it('schedule for the period end, keep the features, block other changes', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-05T10:00:00Z');
    expect((await change(user, 'PLATINUM')).statusCode).toBe(200);
    at('2026-06-05T23:59:00Z');
    const sameDay = await change(user, 'STANDARD');
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json().detail).toContain('same_day_change');

    at('2026-06-06T00:01:00Z');
    const down = await change(user, 'STANDARD');
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({
      scheduled_change_date: '2026-07-01T00:00:00.000Z',
      prorated_amount_cents: null,
      subscription: { plan_type: 'PLATINUM', scheduled_plan_change: 'STANDARD' },
    });
    expect(down.json().message).toContain('Jul 1, 2026');
    expect(await uploadLimit(user)).toBe(50);
    // The same request again is answered the same; any other change is blocked.
    expect((await change(user, 'STANDARD')).statusCode).toBe(200);
    at('2026-06-10T00:00:00Z');
    const blocked = await change(user, 'FREE');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toContain('scheduled_change_exists');
    const cancel = await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: true });
    expect(cancel.statusCode).toBe(200); // a cancellation replaces the scheduled downgrade
    expect((await current(user)).scheduled_plan_change).toBeNull();

    // At the period end the plan lapses: Free limits even before the job has run.
    at('2026-07-01T00:00:01Z');
    expect(await uploadLimit(user)).toBe(1);
  });

  it('take effect at the period end with the new price, once', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'PLATINUM');
    at('2026-06-02T00:00:00Z');
    await change(user, 'STANDARD');
    at('2026-07-01T00:00:05Z');
    expect(await uploadLimit(user)).toBe(10); // before the job has run
    await t.app.runBillingJob();
    await t.app.runBillingJob();
    expect(await current(user)).toMatchObject({
      plan_type: 'STANDARD',
      status: 'active',
      scheduled_plan_change: null,
      current_period_start: '2026-07-01T00:00:00.000Z',
      current_period_end: '2026-08-01T00:00:00.000Z',
    });
    expect((await charges(user)).map((c) => [c.amount_cents, c.plan_type])).toEqual([
      [999, 'STANDARD'],
      [1999, 'PLATINUM'],
    ]);
  });

  it('to Free end the paid plan at the period end without a charge', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-03T00:00:00Z');
    expect((await change(user, 'FREE')).json().subscription.scheduled_plan_change).toBe('FREE');
    at('2026-07-02T00:00:00Z');
    await t.app.runBillingJob();
    expect(await current(user)).toMatchObject({
      plan_type: 'FREE',
      status: 'active',
      current_period_end: null,
    });
    expect((await charges(user)).length).toBe(1);
  });

  it('are refused on Free and to the same plan', async () => {
    const user = await signUpUser(t.app);
    expect((await change(user, 'STANDARD')).statusCode).toBe(400);
    expect((await change(user, 'FREE')).json().detail).toBe('You are already on the Free plan.');
    at('2026-06-01T00:00:00Z');
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-06-04T00:00:00Z');
    expect((await change(user, 'STANDARD')).json().detail).toBe(
      'You are already on the Standard plan.',
    );
  });
});

describe('cancel and reactivate', () => {
  it('cancel at the period end keeps the plan until then; reactivate undoes it', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    const res = await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await uploadLimit(user)).toBe(10);
    const blocked = await change(user, 'PLATINUM');
    expect(blocked.json().detail).toContain('scheduled_change_exists');

    const back = await call(user, 'POST', '/api/subscriptions/reactivate');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().subscription.cancel_at_period_end).toBe(false);
    expect((await call(user, 'POST', '/api/subscriptions/reactivate')).statusCode).toBe(409);

    await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: true });
    at('2026-07-01T00:00:00Z');
    await t.app.runBillingJob();
    expect(await current(user)).toMatchObject({ status: 'canceled', plan_type: 'STANDARD' });
    expect(await uploadLimit(user)).toBe(1);
    expect((await charges(user)).length).toBe(1); // no renewal

    // A plan that has ended starts a new period, charged now.
    at('2026-07-03T12:00:00Z');
    const again = await call(user, 'POST', '/api/subscriptions/reactivate');
    expect(again.json().subscription).toMatchObject({
      status: 'active',
      current_period_end: '2026-08-03T12:00:00.000Z',
    });
    expect((await charges(user)).map((c) => c.amount_cents)).toEqual([999, 999]);
    const types = (await call(user, 'GET', '/api/subscriptions/history'))
      .json()
      .changes.map((c: { change_type: string }) => c.change_type);
    expect(types).toEqual(['reactivate', 'cancel', 'reactivate', 'cancel', 'new']);
  });

  it('cancel now ends the plan at once; nothing to cancel on Free', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    expect(
      (await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: true })).statusCode,
    ).toBe(400);
    await subscribe(t.app, await signedIn(user), 'PLATINUM');
    const res = await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: false });
    expect(res.json().subscription.status).toBe('canceled');
    expect(await uploadLimit(user)).toBe(1);
  });
});

describe('renewals', () => {
  it('renew once per period, and catch up after downtime', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    at('2026-07-01T00:00:00Z');
    await t.app.runBillingJob();
    await t.app.runBillingJob();
    expect((await current(user)).current_period_end).toBe('2026-08-01T00:00:00.000Z');
    expect((await charges(user)).length).toBe(2);
    at('2026-10-15T00:00:00Z'); // the server was down for months
    await t.app.runBillingJob();
    expect((await current(user)).current_period_end).toBe('2026-11-01T00:00:00.000Z');
    expect((await charges(user)).map((c) => c.description)).toEqual([
      'Standard plan, renewal',
      'Standard plan, renewal',
      'Standard plan, renewal',
      'Standard plan, renewal',
      'Standard plan, first month',
    ]);
  });

  it('a declined renewal goes past_due, is retried, then unpaid', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    await subscribe(t.app, await signedIn(user), 'STANDARD');
    const bad = (await saveCard(t.app, await signedIn(user), '4000 0000 0000 0341')).json()
      .payment_method_id;
    await call(user, 'POST', `/api/payments/payment-methods/${bad}/default`);

    at('2026-07-01T00:00:00Z');
    await t.app.runBillingJob();
    expect(await current(user)).toMatchObject({ status: 'past_due', plan_type: 'STANDARD' });
    expect(await uploadLimit(user)).toBe(10); // kept while retrying
    expect((await change(user, 'PLATINUM')).statusCode).toBe(409);
    at('2026-07-01T12:00:00Z');
    await t.app.runBillingJob(); // not yet due for a retry
    expect((await charges(user)).length).toBe(2);
    at('2026-07-02T00:00:00Z');
    await t.app.runBillingJob();
    expect((await current(user)).status).toBe('past_due');
    at('2026-07-05T00:00:00Z');
    await t.app.runBillingJob();
    expect((await current(user)).status).toBe('unpaid');
    expect(await uploadLimit(user)).toBe(1);
    expect((await charges(user)).map((c) => c.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'succeeded',
    ]);
    at('2026-08-01T00:00:00Z');
    await t.app.runBillingJob();
    expect((await charges(user)).length).toBe(4);
  });

  it('a past_due plan recovers when a good card becomes the default', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    const good = await subscribe(t.app, await signedIn(user), 'STANDARD');
    const bad = (await saveCard(t.app, await signedIn(user), '4000 0000 0000 0341')).json()
      .payment_method_id;
    await call(user, 'POST', `/api/payments/payment-methods/${bad}/default`);
    at('2026-07-01T00:00:00Z');
    await t.app.runBillingJob();
    const methods = await call(user, 'POST', `/api/payments/payment-methods/${good}/default`);
    expect(
      methods
        .json()
        .payment_methods.map((m: { id: string; is_default: boolean }) => [m.id, m.is_default]),
    ).toEqual([
      [good, true],
      [bad, false],
    ]);
    at('2026-07-02T00:00:00Z');
    await t.app.runBillingJob();
    expect(await current(user)).toMatchObject({
      status: 'active',
      current_period_end: '2026-08-01T00:00:00.000Z',
    });
  });

  it('two server processes on one database renew each subscription once', async () => {
    at('2026-06-01T00:00:00Z');
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => signUpUser(t.app)));
    for (const user of users) await subscribe(t.app, await signedIn(user), 'STANDARD');
    const second = await createTestApp({}, { now: () => clock, database: t.database });
    try {
      at('2026-07-01T00:00:00Z');
      const [a, b] = await Promise.all([t.app.runBillingJob(), second.app.runBillingJob()]);
      expect((a.renewed ?? 0) + (b.renewed ?? 0)).toBeGreaterThanOrEqual(users.length);
      for (const user of users) expect((await charges(user)).length).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe('cards and the billing portal', () => {
  it('a card that declines charges cannot start a subscription', async () => {
    const user = await signUpUser(t.app);
    const pm = (await saveCard(t.app, await signedIn(user), '4000 0000 0000 0341')).json()
      .payment_method_id;
    const res = await call(user, 'POST', '/api/payments/create-subscription', {
      plan_type: 'STANDARD',
      payment_method_id: pm,
    });
    expect(res.statusCode).toBe(402);
    expect((await current(user)).plan_type).toBe('FREE');
    expect((await charges(user))[0]!.status).toBe('failed');
  });

  it('only the owner can make a card the default; the portal is the billing page', async () => {
    const user = await signUpUser(t.app);
    const pm = (await saveCard(t.app, await signedIn(user))).json().payment_method_id;
    const stranger = await signUpUser(t.app);
    const res = await call(stranger, 'POST', `/api/payments/payment-methods/${pm}/default`);
    expect(res.statusCode).toBe(404);
    const portal = await call(user, 'POST', '/api/payments/billing-portal');
    expect(portal.json()).toEqual({ url: 'http://localhost:3000/billing' });
  });
});

describe('the webhook with the built-in processor', () => {
  it('refuses events: there is no provider to send them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"invoice.paid"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Webhooks are only used with the Stripe provider.');
  });
});
