import type Stripe from 'stripe';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../../db/database';
import { lockSubscription } from '../lock-subscription';
import type { SubscriptionRow } from '../subscription-row';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { callStripe } from './call-stripe';
import { recordStripeInvoice } from './record-stripe-invoice';
import type { StripeBillingContext } from './stripe-context';
import { latestInvoice, onceKey } from './stripe-ids';

/**
 * Stores a subscription Stripe has just created (and its first invoice) in our row under the row
 * lock. When another subscription of this user was stored meanwhile (two requests at once), the
 * new one is canceled at Stripe so it never bills, and the answer is null. `before` runs first
 * in the same transaction (saving the card, say).
 */
export async function storeNewSubscription(
  ctx: StripeBillingContext,
  input: {
    userId: string;
    subscription: Stripe.Subscription;
    plan: PlanType;
    now: Date;
    changeType: 'new' | 'reactivate';
    before?: (tx: DbTransaction) => Promise<void>;
  },
): Promise<SubscriptionRow | null> {
  const { userId, subscription, plan, now } = input;
  const stored = await ctx.db.transaction(async (tx) => {
    await input.before?.(tx);
    const locked = await lockSubscription(tx, userId);
    const applied = await applyStripeSubscription(
      tx,
      ctx.settings,
      locked,
      subscription,
      now,
      input.changeType,
    );
    if (!applied) return null;
    const invoice = latestInvoice(subscription);
    if (invoice) await recordStripeInvoice(tx, { userId, invoice, plan, now });
    return applied.row;
  });
  if (!stored) {
    await callStripe(() =>
      ctx.stripe.subscriptions.cancel(
        subscription.id,
        {},
        { idempotencyKey: onceKey('cancel-duplicate', subscription.id) },
      ),
    );
  }
  return stored;
}
