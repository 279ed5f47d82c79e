import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { clockedBillingClient } from './helpers/clocked-billing-client';
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from './helpers/fake-stripe';
import type { TestCard } from './helpers/fake-stripe-objects';

// One clock for the app and the fake Stripe, moved forward by the tests (each uses its own users).
let clock = new Date('2026-06-01T00:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
const APP_URL = 'https://resumerank.test';
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ now: () => clock });
  t = await createTestApp(
    {
      ...fakeStripeSettings,
      STRIPE_API_URL: fake.url,
      APP_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    { now: () => clock },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { call, current, uploadLimit, charges } = clockedBillingClient(
  () => t.app,
  () => clock,
);
const history = async (user: SignedUp) =>
  (await call(user, 'GET', '/api/subscriptions/history')).json().changes as Array<{
    from_plan: string;
    to_plan: string;
    change_type: string;
    prorated_amount_cents: number | null;
  }>;
const change = (user: SignedUp, plan: string, prorate = true) =>
  call(user, 'PUT', '/api/subscriptions/update', { new_plan_type: plan, prorate });
const runJob = () => t.app.runBillingJob();

/** Saves a card as the browser does with Stripe: a SetupIntent, confirmed by Stripe.js. */
async function saveCard(user: SignedUp, card: TestCard = 'visa'): Promise<string> {
  const intent = await call(user, 'POST', '/api/payments/setup-intent');
  expect(intent.statusCode, intent.body).toBe(200);
  return fake.confirmSetup(intent.json().client_secret, card);
}
function subscribeWith(user: SignedUp, plan: string, paymentMethodId: string) {
  return call(user, 'POST', '/api/payments/create-subscription', {
    plan_type: plan,
    payment_method_id: paymentMethodId,
  });
}
/** A new user on a paid plan; returns the user, the card and the Stripe subscription id. */
async function subscribed(plan: 'STANDARD' | 'PLATINUM') {
  const user = await signUpUser(t.app);
  const card = await saveCard(user);
  const res = await subscribeWith(user, plan, card);
  expect(res.statusCode, res.body).toBe(200);
  return { user, card, subscriptionId: res.json().subscription.stripe_subscription_id as string };
}
const stripeSubscriptionsOf = (customer: string) =>
  [...fake.billing.subscriptions.values()].filter((s) => s.customer === customer);

/** Posts a webhook delivery as Stripe does: the raw JSON body with its signature header. */
function deliver(delivery: { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    payload: delivery.payload,
  });
}

describe('cards with Stripe', () => {
  it('makes one Stripe customer per user and SetupIntents for off-session use', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    const first = await call(user, 'POST', '/api/payments/setup-intent');
    const second = await call(user, 'POST', '/api/payments/setup-intent');
    for (const res of [first, second]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        provider: 'stripe',
        publishable_key: 'pk_test_resumerank',
      });
      expect(res.json().client_secret).toMatch(/^seti_.+_secret_/);
    }
    expect(first.json().client_secret).not.toBe(second.json().client_secret);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().payments).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_resumerank',
    });

    const created = fake.writes(/^\/v1\/customers$/).filter((r) => r.params.email === user.email);
    expect(created).toHaveLength(1);
    expect(created[0]!.params.metadata).toEqual({ user_id: user.userId });
    const customer = [...fake.customers.customers.values()].find((c) => c.email === user.email)!;
    expect((await current(user)).stripe_customer_id).toBe(customer.id);
    const intents = fake
      .writes(/^\/v1\/setup_intents$/)
      .filter((r) => r.params.customer === customer.id);
    expect(intents).toHaveLength(2);
    for (const r of intents) {
      expect(r.params).toMatchObject({
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      });
    }
  });
});

describe('subscribing with Stripe', () => {
  it('makes one subscription for a double submit and stores what Stripe answered', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    const card = await saveCard(user);
    const answers = await Promise.all([1, 2, 3].map(() => subscribeWith(user, 'STANDARD', card)));
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().client_secret).toBeNull();
    }
    const customer = (await current(user)).stripe_customer_id as string;
    const made = stripeSubscriptionsOf(customer);
    expect(made).toHaveLength(1);
    const creates = fake
      .writes(/^\/v1\/subscriptions$/)
      .filter((r) => r.params.customer === customer);
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(creates[0]!.params).toMatchObject({
      items: [{ price: fakeStripeSettings.STRIPE_PRICE_STANDARD }],
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });

    expect(await current(user)).toMatchObject({
      plan_type: 'STANDARD',
      status: 'active',
      current_period_end: '2026-07-01T00:00:00.000Z',
      cancel_at_period_end: false,
      stripe_subscription_id: made[0]!.id,
    });
    expect(fake.customers.customer(customer).invoice_settings.default_payment_method).toBe(card);
    const methods = (await call(user, 'GET', '/api/payments/payment-methods')).json();
    expect(methods.payment_methods).toEqual([
      {
        id: card,
        card: { last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2030 },
        is_default: true,
      },
    ]);
    expect(await charges(user)).toMatchObject([
      { amount_cents: 999, status: 'succeeded', plan_type: 'STANDARD' },
    ]);
    expect(await history(user)).toMatchObject([
      { from_plan: 'FREE', to_plan: 'STANDARD', change_type: 'new' },
    ]);
    expect(await uploadLimit(user)).toBe(10);
  });

  it('refuses a declined card with 402 and leaves no subscription', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    const card = await saveCard(user, 'chargeDeclined');
    const res = await subscribeWith(user, 'PLATINUM', card);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('Your card was declined.');
    const sub = await current(user);
    expect(sub).toMatchObject({ plan_type: 'FREE', stripe_subscription_id: null });
    expect(stripeSubscriptionsOf(sub.stripe_customer_id)).toEqual([]);
    expect(await uploadLimit(user)).toBe(1);
  });

  it('refuses a second subscription and someone else’s card', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, card } = await subscribed('STANDARD');
    const again = await subscribeWith(user, 'PLATINUM', card);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('active_subscription_exists');

    const stranger = await signUpUser(t.app);
    const stolen = await subscribeWith(stranger, 'STANDARD', card);
    expect(stolen.statusCode).toBe(404);
    expect((await current(stranger)).plan_type).toBe('FREE');
  });
});

describe('plan changes with Stripe', () => {
  it('charge an upgrade now, prorated by Stripe (always_invoice)', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('STANDARD');
    at('2026-06-16T00:00:00Z'); // half of a 30-day period left
    const res = await change(user, 'PLATINUM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      prorated_amount_cents: 500, // (1999 - 999) * 15 / 30, as Stripe invoiced it
      scheduled_change_date: null,
      subscription: { plan_type: 'PLATINUM', current_period_end: '2026-07-01T00:00:00.000Z' },
    });
    expect(res.json().message).toContain('$5.00');

    const updates = fake.writes(new RegExp(`^/v1/subscriptions/${subscriptionId}$`));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.idempotencyKey).toMatch(/^resumerank:upgrade:/);
    expect(updates[0]!.params).toMatchObject({
      items: [{ price: fakeStripeSettings.STRIPE_PRICE_PLATINUM }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(fake.billing.subscription(subscriptionId).items.data[0]!.price.id).toBe(
      fakeStripeSettings.STRIPE_PRICE_PLATINUM,
    );
    expect((await charges(user)).map((c) => c.amount_cents)).toEqual([500, 999]);
    expect((await history(user))[0]).toMatchObject({
      from_plan: 'STANDARD',
      to_plan: 'PLATINUM',
      change_type: 'upgrade',
      prorated_amount_cents: 500,
    });
    expect(await uploadLimit(user)).toBe(50);

    // The shared rules hold: one change a day.
    const second = await change(user, 'STANDARD');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain('same_day_change');
  });

  it('schedule a downgrade, sent by the billing job before the period end and applied at it', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('PLATINUM');
    const onStripe = () => fake.writes(new RegExp(`^/v1/subscriptions/${subscriptionId}$`));
    at('2026-06-10T09:00:00Z');
    const res = await change(user, 'STANDARD');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      scheduled_change_date: '2026-07-01T00:00:00.000Z',
      prorated_amount_cents: null,
      subscription: { plan_type: 'PLATINUM', scheduled_plan_change: 'STANDARD' },
    });
    expect(onStripe()).toHaveLength(0);
    at('2026-06-12T09:00:00Z');
    const blocked = await change(user, 'FREE');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().detail).toContain('scheduled_change_exists');

    at('2026-06-30T20:00:00Z');
    await runJob();
    expect(onStripe()).toHaveLength(0); // not yet: four hours to go

    at('2026-06-30T23:30:00Z');
    await runJob();
    expect(onStripe()).toHaveLength(1);
    expect(onStripe()[0]!.params).toMatchObject({
      items: [{ price: fakeStripeSettings.STRIPE_PRICE_STANDARD }],
      proration_behavior: 'none',
    });
    expect(onStripe()[0]!.idempotencyKey).toMatch(/^resumerank:downgrade:/);
    expect(await uploadLimit(user)).toBe(50); // Platinum until the date
    expect((await current(user)).plan_type).toBe('PLATINUM');
    at('2026-06-30T23:45:00Z');
    await runJob();
    expect(onStripe()).toHaveLength(1); // sent once

    at('2026-07-01T00:00:00Z');
    const renewal = fake.billing.renew(subscriptionId).invoice!;
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: 999 }); // the new price
    at('2026-07-01T00:01:00Z');
    await runJob();
    expect(await current(user)).toMatchObject({
      plan_type: 'STANDARD',
      status: 'active',
      scheduled_plan_change: null,
      current_period_end: '2026-08-01T00:00:00.000Z',
    });
    expect(await uploadLimit(user)).toBe(10);
    expect(onStripe()).toHaveLength(1);
  });

  it('send a downgrade to Free as cancel_at_period_end, and leave the user on Free', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('STANDARD');
    const onStripe = () => fake.writes(new RegExp(`^/v1/subscriptions/${subscriptionId}$`));
    at('2026-06-20T00:00:00Z');
    expect((await change(user, 'FREE')).json()).toMatchObject({
      scheduled_change_date: '2026-07-01T00:00:00.000Z',
      subscription: { plan_type: 'STANDARD', scheduled_plan_change: 'FREE' },
    });
    at('2026-06-30T23:30:00Z');
    await runJob();
    expect(onStripe().map((r) => r.params)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(await uploadLimit(user)).toBe(10);

    at('2026-07-01T00:00:00Z');
    expect(fake.billing.renew(subscriptionId).invoice).toBeNull(); // Stripe ends it, no charge
    at('2026-07-01T00:01:00Z');
    await runJob();
    expect(await current(user)).toMatchObject({
      plan_type: 'FREE',
      status: 'active',
      scheduled_plan_change: null,
      stripe_subscription_id: null,
    });
    expect(await uploadLimit(user)).toBe(1);
    // Stripe's event about the ended subscription changes nothing more.
    const ended = fake.event('customer.subscription.deleted', { id: subscriptionId });
    expect((await deliver(ended)).statusCode).toBe(200);
    expect((await current(user)).plan_type).toBe('FREE');
    expect((await charges(user)).map((c) => c.amount_cents)).toEqual([999]);
  });

  it('cancel at the period end and reactivate; cancel now and start again', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('STANDARD');
    const onStripe = () => fake.writes(new RegExp(`^/v1/subscriptions/${subscriptionId}$`));
    const later = await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: true });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
    expect(onStripe().at(-1)!.params).toEqual({ cancel_at_period_end: 'true' });
    expect(fake.billing.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect(await uploadLimit(user)).toBe(10);

    const back = await call(user, 'POST', '/api/subscriptions/reactivate');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().subscription.cancel_at_period_end).toBe(false);
    expect(onStripe().at(-1)!.params).toEqual({ cancel_at_period_end: 'false' });
    expect(fake.billing.subscription(subscriptionId).cancel_at_period_end).toBe(false);

    const now = await call(user, 'POST', '/api/subscriptions/cancel', { at_period_end: false });
    expect(now.statusCode, now.body).toBe(200);
    expect(onStripe().at(-1)!.method).toBe('DELETE');
    expect(fake.billing.subscription(subscriptionId).status).toBe('canceled');
    expect((await current(user)).status).toBe('canceled');
    expect(await uploadLimit(user)).toBe(1);

    at('2026-06-05T00:00:00Z');
    const again = await call(user, 'POST', '/api/subscriptions/reactivate');
    expect(again.statusCode, again.body).toBe(200);
    const renewed = again.json().subscription;
    expect(renewed).toMatchObject({
      plan_type: 'STANDARD',
      status: 'active',
      current_period_end: '2026-07-05T00:00:00.000Z',
    });
    expect(renewed.stripe_subscription_id).not.toBe(subscriptionId);
    expect(fake.billing.subscription(renewed.stripe_subscription_id).status).toBe('active');
    expect((await charges(user)).map((c) => c.amount_cents)).toEqual([999, 999]);
    expect((await history(user)).map((h) => h.change_type)).toEqual([
      'reactivate',
      'cancel',
      'reactivate',
      'cancel',
      'new',
    ]);
  });
});

describe('the billing portal and the default card with Stripe', () => {
  it('opens a portal session for the user’s customer that returns to the app', async () => {
    at('2026-06-01T00:00:00Z');
    const { user } = await subscribed('STANDARD');
    const res = await call(user, 'POST', '/api/payments/billing-portal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.writes(/^\/v1\/billing_portal\/sessions$/).at(-1)!.params).toEqual({
      customer: (await current(user)).stripe_customer_id,
      return_url: APP_URL,
    });
  });

  it('makes a card the default at Stripe; someone else’s card is not found', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, card } = await subscribed('STANDARD');
    const second = await saveCard(user, 'mastercard');
    const res = await call(user, 'POST', `/api/payments/payment-methods/${second}/default`);
    expect(res.statusCode, res.body).toBe(200);
    const customer = (await current(user)).stripe_customer_id as string;
    expect(fake.customers.customer(customer).invoice_settings.default_payment_method).toBe(second);
    expect(fake.writes(new RegExp(`^/v1/customers/${customer}$`)).at(-1)!.params).toEqual({
      invoice_settings: { default_payment_method: second },
    });
    expect(res.json().payment_methods).toEqual([
      {
        id: second,
        card: { last4: '4444', brand: 'mastercard', exp_month: 8, exp_year: 2031 },
        is_default: true,
      },
      {
        id: card,
        card: { last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2030 },
        is_default: false,
      },
    ]);

    const stranger = await signUpUser(t.app);
    await saveCard(stranger);
    const stolen = await call(stranger, 'POST', `/api/payments/payment-methods/${card}/default`);
    expect(stolen.statusCode).toBe(404);
    expect(fake.customers.customer(customer).invoice_settings.default_payment_method).toBe(second);
  });
});

describe('Stripe webhooks', () => {
  it('refuse a bad signature, a tampered body and a missing header, changing nothing', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('STANDARD');
    fake.billing.cancelSubscription(subscriptionId); // e.g. ended in Stripe's dashboard
    const object = { id: subscriptionId, object: 'subscription' };
    const forged = fake.event('customer.subscription.deleted', object, 'whsec_not_ours');
    const genuine = fake.event('customer.subscription.deleted', object);
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
    };
    expect(tampered.payload).not.toBe(genuine.payload);
    for (const delivery of [forged, tampered, { payload: genuine.payload }]) {
      const res = await deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid webhook signature.');
    }
    expect((await current(user)).status).toBe('active');

    const res = await deliver(genuine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await current(user)).status).toBe('canceled');
    expect(await uploadLimit(user)).toBe(1);
  });

  it('apply a failed renewal (past_due) from Stripe’s state, once however often it comes', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, card, subscriptionId } = await subscribed('STANDARD');
    fake.customers.decliningCards.add(card); // the card stops being honoured
    at('2026-07-01T00:00:00Z');
    const { invoice } = fake.billing.renew(subscriptionId);
    expect(fake.billing.subscription(subscriptionId).status).toBe('past_due');

    // Only the id counts: the rest of the event's object is not believed.
    const failed = fake.event('invoice.payment_failed', {
      id: invoice!.id,
      object: 'invoice',
      status: 'paid',
      amount_due: 1,
    });
    for (const _ of [1, 2]) {
      const res = await deliver(failed);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await current(user)).toMatchObject({
      status: 'past_due',
      current_period_end: '2026-08-01T00:00:00.000Z',
    });
    expect(await uploadLimit(user)).toBe(10); // kept while Stripe retries
    expect(await charges(user)).toMatchObject([
      { amount_cents: 999, status: 'failed', plan_type: 'STANDARD' },
      { amount_cents: 999, status: 'succeeded' },
    ]);

    // Stripe gives up: the subscription is deleted.
    fake.billing.cancelSubscription(subscriptionId);
    const deleted = fake.event('customer.subscription.deleted', { id: subscriptionId });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await current(user)).status).toBe('canceled');
    expect(await uploadLimit(user)).toBe(1);
  });

  it('record a paid renewal once and move the period', async () => {
    at('2026-06-01T00:00:00Z');
    const { user, subscriptionId } = await subscribed('PLATINUM');
    at('2026-07-01T00:00:00Z');
    const { invoice } = fake.billing.renew(subscriptionId);
    const paid = fake.event('invoice.paid', { id: invoice!.id, object: 'invoice' });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await charges(user)).toMatchObject([
      { amount_cents: 1999, status: 'succeeded', description: 'Platinum plan, renewal' },
      { amount_cents: 1999, status: 'succeeded', description: 'Platinum plan, first month' },
    ]);
    expect(await current(user)).toMatchObject({
      plan_type: 'PLATINUM',
      status: 'active',
      current_period_end: '2026-08-01T00:00:00.000Z',
    });
  });
  it('adopt a subscription Stripe made that our server never stored (it stopped mid-way)', async () => {
    at('2026-06-01T00:00:00Z');
    const user = await signUpUser(t.app);
    const card = await saveCard(user, 'mastercard');
    const customer = (await current(user)).stripe_customer_id as string;
    fake.customers.updateCustomer(customer, { invoice_settings: { default_payment_method: card } });
    const made = fake.billing.createSubscription({
      customer,
      items: [{ price: fakeStripeSettings.STRIPE_PRICE_PLATINUM }],
    });
    const created = fake.event('customer.subscription.created', { id: made.id });
    const paid = fake.event('invoice.paid', { id: made.latest_invoice! });
    for (const delivery of [created, paid, created]) {
      expect((await deliver(delivery)).statusCode).toBe(200);
    }
    expect(await current(user)).toMatchObject({
      plan_type: 'PLATINUM',
      status: 'active',
      stripe_subscription_id: made.id,
    });
    expect(await history(user)).toMatchObject([
      { from_plan: 'FREE', to_plan: 'PLATINUM', change_type: 'new' },
    ]);
    expect(await charges(user)).toMatchObject([{ amount_cents: 1999, status: 'succeeded' }]);
    const cards = (await call(user, 'GET', '/api/payments/payment-methods')).json();
    expect(cards.payment_methods).toEqual([]); // cards arrive with their own events
    const attached = fake.event('payment_method.attached', { id: card });
    expect((await deliver(attached)).statusCode).toBe(200);
    expect(
      (await call(user, 'GET', '/api/payments/payment-methods')).json().payment_methods,
    ).toEqual([
      {
        id: card,
        card: { last4: '4444', brand: 'mastercard', exp_month: 8, exp_year: 2031 },
        is_default: true,
      },
    ]);
  });

  it('ignore events about customers that are not ResumeRank’s', async () => {
    const stranger = fake.customers.createCustomer({ email: 'someone@else.test' });
    const res = await deliver(fake.event('customer.updated', { id: stranger.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('calls to Stripe', () => {
  it('carry ResumeRank’s own idempotency key on every write', () => {
    const writes = fake.requests.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const w of writes)
      expect(w.idempotencyKey, `${w.method} ${w.path}`).toMatch(/^resumerank:/);
  });
});
