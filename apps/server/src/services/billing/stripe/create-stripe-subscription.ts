import type Stripe from 'stripe';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import { activeSubscriptionError } from '../plan-change-errors';
import { assertPaidPlan, decideSubscribe } from '../subscribe-rules';
import { subscriptionRow, toSubscriptionAnswer } from '../subscription-row';
import { callStripe } from './call-stripe';
import { storeNewSubscription } from './store-new-subscription';
import { ensureCustomer } from './ensure-customer';
import { retrieveCustomerCard } from './retrieve-customer-card';
import { saveStripeCard } from './stripe-cards';
import type { StripeBillingContext } from './stripe-context';
import { latestInvoice, onceKey, requestKey, stripeSubscriptionId } from './stripe-ids';
import { priceFor } from './stripe-plans';

/**
 * POST /payments/create-subscription with Stripe. The card confirmed in the browser becomes the
 * customer's default (renewals charge it), then the subscription is created and its first
 * invoice paid at once: payment_behavior error_if_incomplete makes a declined card a 402 and
 * leaves no subscription behind (the card was set up for off-session use, so no further
 * authentication is expected). A double click makes one subscription: both requests send the
 * same idempotency key. Stripe is called outside any database transaction; what it answers is
 * then written under the row lock, checking again that no other subscription got there first.
 */
export async function createStripeSubscription(
  ctx: StripeBillingContext,
  userId: string,
  input: { plan_type: PlanType; payment_method_id: string },
) {
  assertPaidPlan(input.plan_type);
  const now = ctx.now();
  const row = await subscriptionRow(ctx.db, userId);
  if (decideSubscribe(row, input.plan_type, now).kind === 'unchanged') {
    return { subscription: toSubscriptionAnswer(row), client_secret: null };
  }
  const customer = await ensureCustomer(ctx, userId);
  const card = await retrieveCustomerCard(ctx, customer, input.payment_method_id);
  if (card.customer === null) {
    await callStripe(() =>
      ctx.stripe.paymentMethods.attach(
        card.id,
        { customer },
        { idempotencyKey: onceKey('attach', card.id, customer) },
      ),
    );
  }
  await callStripe(() =>
    ctx.stripe.customers.update(
      customer,
      { invoice_settings: { default_payment_method: card.id } },
      { idempotencyKey: requestKey(`default-card:${customer}`) },
    ),
  );
  const subscription = await callStripe(() =>
    ctx.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: priceFor(ctx.settings, input.plan_type) }],
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { user_id: userId },
      },
      {
        // The subscription this one follows (if any) is part of the key, so subscribing again
        // after a plan has ended is a new subscription, not Stripe's cached answer.
        idempotencyKey: onceKey(
          'subscribe',
          userId,
          input.plan_type,
          card.id,
          stripeSubscriptionId(row) ?? 'first',
        ),
      },
    ),
  );

  const stored = await storeNewSubscription(ctx, {
    userId,
    subscription,
    plan: input.plan_type,
    now,
    changeType: 'new',
    before: (tx) => saveStripeCard(tx, userId, card, { isDefault: true }),
  });
  // Another subscription of this user was stored meanwhile (two plans chosen at once).
  if (!stored) throw activeSubscriptionError();
  return {
    subscription: toSubscriptionAnswer(stored),
    client_secret: confirmationSecret(subscription),
  };
}

/** The first invoice's client secret, only when the browser still has to confirm the payment. */
function confirmationSecret(subscription: Stripe.Subscription): string | null {
  if (subscription.status !== 'incomplete') return null;
  return latestInvoice(subscription)?.confirmation_secret?.client_secret ?? null;
}
