import type Stripe from 'stripe';
import { applyCancel, cancelAnswer, decideCancel } from '../cancel-rules';
import { lockSubscription } from '../lock-subscription';
import { subscriptionRow } from '../subscription-row';
import { callStripe, isMissing, stripeFailure } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { onceKey, requestKey, requireStripeSubscription } from './stripe-ids';
import { stripeSubscriptionChanges } from './stripe-subscription-state';

/**
 * POST /subscriptions/cancel with Stripe, under the shared rules (cancel-rules.ts): at the
 * period end sets cancel_at_period_end (Stripe then ends the subscription without renewing),
 * otherwise the subscription is canceled now, with no refund. Our row follows Stripe's answer.
 */
export async function cancelStripeSubscription(
  ctx: StripeBillingContext,
  userId: string,
  input: { at_period_end: boolean },
) {
  const now = ctx.now();
  const row = await subscriptionRow(ctx.db, userId);
  if (decideCancel(row, input.at_period_end, now).kind === 'unchanged') {
    return cancelAnswer(row, input.at_period_end);
  }
  const id = requireStripeSubscription(row);
  const subscription = input.at_period_end
    ? await callStripe(() =>
        ctx.stripe.subscriptions.update(
          id,
          { cancel_at_period_end: true },
          { idempotencyKey: requestKey(`cancel-at-period-end:${id}`) },
        ),
      )
    : await cancelNow(ctx, id);
  const stored = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, userId);
    const decision = decideCancel(locked, input.at_period_end, now);
    if (decision.kind === 'unchanged') return locked;
    const synced = stripeSubscriptionChanges(ctx.settings, locked, subscription, now);
    return applyCancel(tx, locked, { plan: decision.plan, atPeriodEnd: input.at_period_end }, now, {
      currentPeriodStart: synced.currentPeriodStart,
      currentPeriodEnd: synced.currentPeriodEnd,
    });
  });
  return cancelAnswer(stored, input.at_period_end);
}

/** Cancels now; a subscription Stripe has already ended is simply read back. */
async function cancelNow(ctx: StripeBillingContext, id: string): Promise<Stripe.Subscription> {
  try {
    return await ctx.stripe.subscriptions.cancel(id, {}, { idempotencyKey: onceKey('cancel', id) });
  } catch (error) {
    if (!(error instanceof Error) || isMissing(error)) throw stripeFailure(error);
    const current = await callStripe(() => ctx.stripe.subscriptions.retrieve(id));
    if (current.status !== 'canceled') throw stripeFailure(error);
    return current;
  }
}
