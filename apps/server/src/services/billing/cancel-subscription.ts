import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { effectivePlan } from './effective-plan';
import { lockSubscription, recordPlanChange, saveSubscription } from './lock-subscription';
import { subscriptionRow, toSubscriptionAnswer } from './subscription-row';

/**
 * POST /subscriptions/cancel. At the period end (the default) the plan and its features stay
 * until current_period_end, replacing any scheduled downgrade; otherwise it ends now, with no
 * refund (the terms: fees are non-refundable). Cancelling twice changes nothing more.
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
    const plan = effectivePlan(current, now);
    if (plan === 'FREE') throw new AppError('BAD_REQUEST', 'You have no paid plan to cancel.');
    if (input.at_period_end && current.cancelAtPeriodEnd) return current;
    const updated = await saveSubscription(
      tx,
      userId,
      input.at_period_end
        ? { cancelAtPeriodEnd: true, scheduledPlanChange: null, scheduledChangeDate: null }
        : {
            status: 'canceled',
            cancelAtPeriodEnd: false,
            scheduledPlanChange: null,
            scheduledChangeDate: null,
            nextRetryAt: null,
          },
      now,
    );
    await recordPlanChange(tx, {
      userId,
      fromPlan: plan,
      toPlan: 'FREE',
      changeType: 'cancel',
      isImmediate: !input.at_period_end,
      proratedAmountCents: null,
      createdAt: now,
    });
    return updated;
  });
  const name = planCatalog[row.planType as PlanType].name;
  const until = row.currentPeriodEnd?.toISOString().slice(0, 10);
  return {
    message: input.at_period_end
      ? `Your ${name} plan is canceled. You keep its features until ${until}.`
      : `Your ${name} plan is canceled. You are on the Free plan now.`,
    subscription: toSubscriptionAnswer(row),
  };
}
