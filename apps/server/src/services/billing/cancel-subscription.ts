import type { BillingContext } from './billing-context';
import { applyCancel, cancelAnswer, decideCancel } from './cancel-rules';
import { lockSubscription } from './lock-subscription';
import { subscriptionRow } from './subscription-row';

/**
 * POST /subscriptions/cancel with the built-in processor. At the period end (the default) the
 * plan and its features stay until current_period_end, replacing any scheduled downgrade;
 * otherwise it ends now, with no refund (the terms: fees are non-refundable). Cancelling twice
 * changes nothing more.
 */
export async function cancelSubscription(
  ctx: BillingContext,
  userId: string,
  input: { at_period_end: boolean },
) {
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, userId);
    const decision = decideCancel(current, input.at_period_end, now);
    if (decision.kind === 'unchanged') return current;
    return applyCancel(tx, current, { plan: decision.plan, atPeriodEnd: input.at_period_end }, now);
  });
  return cancelAnswer(row, input.at_period_end);
}
