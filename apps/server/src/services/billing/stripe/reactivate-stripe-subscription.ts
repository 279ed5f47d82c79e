import { and, eq } from 'drizzle-orm';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import { paymentMethods } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { lockSubscription } from '../lock-subscription';
import { applyReactivation, decideReactivation, reactivationAnswer } from '../reactivation-rules';
import { subscriptionRow, type SubscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import { storeNewSubscription } from './store-new-subscription';
import { ensureCustomer } from './ensure-customer';
import type { StripeBillingContext } from './stripe-context';
import { onceKey, requestKey, requireStripeSubscription, stripeSubscriptionId } from './stripe-ids';
import { priceFor } from './stripe-plans';
import { stripeSubscriptionChanges } from './stripe-subscription-state';

/**
 * POST /subscriptions/reactivate with Stripe, under the shared rules (reactivation-rules.ts):
 * a cancellation waiting for the period end is withdrawn (cancel_at_period_end false); a plan
 * that has ended starts again as a new subscription charged now to the default card (an unpaid
 * one is canceled first, so it stops being retried).
 */
export async function reactivateStripeSubscription(ctx: StripeBillingContext, userId: string) {
  const now = ctx.now();
  const row = await subscriptionRow(ctx.db, userId);
  const kind = decideReactivation(row, now);
  if (kind === 'pending') {
    const id = requireStripeSubscription(row);
    const subscription = await callStripe(() =>
      ctx.stripe.subscriptions.update(
        id,
        { cancel_at_period_end: false },
        { idempotencyKey: requestKey(`reactivate:${id}`) },
      ),
    );
    const stored = await ctx.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, userId);
      if (decideReactivation(locked, now) !== 'pending') return locked;
      const synced = stripeSubscriptionChanges(ctx.settings, locked, subscription, now);
      // A downgrade to Free was sent to Stripe as cancel_at_period_end: reactivating withdraws it.
      const withdrawn =
        locked.scheduledPlanChange === 'FREE'
          ? { scheduledPlanChange: null, scheduledChangeDate: null }
          : {};
      return applyReactivation(
        tx,
        locked,
        'pending',
        { ...synced, ...withdrawn, cancelAtPeriodEnd: false },
        now,
      );
    });
    return reactivationAnswer(stored);
  }
  return reactivationAnswer(await restartEnded(ctx, row));
}

/** A new subscription for the plan that ended, charged now to the customer's default card. */
async function restartEnded(ctx: StripeBillingContext, row: SubscriptionRow) {
  const userId = row.userId;
  const plan = row.planType as PlanType;
  const now = ctx.now();
  const [card] = await ctx.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  if (!card) throw new AppError('PAYMENT_REQUIRED', 'Add a card to pay for this plan.');
  const customer = await ensureCustomer(ctx, userId);
  const previous = stripeSubscriptionId(row);
  if (previous && row.status === 'unpaid') {
    await callStripe(() =>
      ctx.stripe.subscriptions.cancel(
        previous,
        {},
        {
          idempotencyKey: onceKey('cancel', previous),
        },
      ),
    );
  }
  const subscription = await callStripe(() =>
    ctx.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: priceFor(ctx.settings, plan) }],
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice'],
        metadata: { user_id: userId },
      },
      { idempotencyKey: onceKey('reactivate', userId, plan, previous ?? 'first') },
    ),
  );
  const stored = await storeNewSubscription(ctx, {
    userId,
    subscription,
    plan,
    now,
    changeType: 'reactivate',
  });
  // Another subscription was stored meanwhile.
  if (!stored) throw new AppError('CONFLICT', 'Your plan is already active.');
  return stored;
}
