import type Stripe from 'stripe';
import type { DbTransaction } from '../../../db/database';
import { effectivePlan } from '../effective-plan';
import { recordPlanChange, saveSubscription } from '../lock-subscription';
import type { SubscriptionRow } from '../subscription-row';
import type { StripeSettings } from './stripe-context';
import { stripeSubscriptionId } from './stripe-ids';
import { planForPrice } from './stripe-plans';
import { isLive, stripeSubscriptionChanges } from './stripe-subscription-state';

/** Whether the row stands for a Stripe subscription that still gives a paid plan. */
function hasLiveSubscription(row: SubscriptionRow): boolean {
  return (
    stripeSubscriptionId(row) !== null &&
    row.planType !== 'FREE' &&
    (row.status === 'active' || row.status === 'past_due')
  );
}

/**
 * Brings our row (locked by the caller) up to date with a subscription as Stripe answered it.
 * The row's own subscription is followed. A live subscription the row does not know yet is
 * adopted when the row has none live: that is a new plan, recorded once in the history whether
 * our create call or Stripe's webhook gets here first. Anything else (an older subscription,
 * a second one) is left alone and null returned.
 */
export async function applyStripeSubscription(
  tx: DbTransaction,
  settings: StripeSettings,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
  now: Date,
  changeType: 'new' | 'reactivate' = 'new',
): Promise<{ row: SubscriptionRow; adopted: boolean } | null> {
  if (subscription.id === stripeSubscriptionId(row)) {
    const changes = stripeSubscriptionChanges(settings, row, subscription, now);
    return { row: await saveSubscription(tx, row.userId, changes, now), adopted: false };
  }
  const price = subscription.items.data[0]?.price.id;
  const plan = price ? planForPrice(settings, price) : null;
  if (!plan || !isLive(subscription) || hasLiveSubscription(row)) return null;
  const fresh = { ...row, scheduledPlanChange: null, scheduledChangeDate: null };
  const updated = await saveSubscription(
    tx,
    row.userId,
    {
      ...stripeSubscriptionChanges(settings, fresh, subscription, now),
      planType: plan,
      scheduledPlanChange: null,
      scheduledChangeDate: null,
      failedRenewalAttempts: 0,
      nextRetryAt: null,
    },
    now,
  );
  await recordPlanChange(tx, {
    userId: row.userId,
    fromPlan: changeType === 'reactivate' ? 'FREE' : effectivePlan(row, now),
    toPlan: plan,
    changeType,
    isImmediate: true,
    proratedAmountCents: null,
    createdAt: now,
  });
  return { row: updated, adopted: true };
}
