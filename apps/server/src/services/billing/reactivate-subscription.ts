import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { addMonth, utcDay } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { lockSubscription, recordPlanChange, saveSubscription } from './lock-subscription';
import { subscriptionRow, toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

/**
 * POST /subscriptions/reactivate. A cancellation still waiting for the period end is simply
 * withdrawn; a plan that has ended (canceled, or unpaid after failed renewals) starts a new
 * period now, charged to the default card.
 */
export async function reactivateSubscription(ctx: BillingContext, userId: string) {
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ row: SubscriptionRow } | { declined: string }> => {
      const row = await lockSubscription(tx, userId);
      const plan = row.planType as PlanType;
      const ended = row.status === 'canceled' || row.status === 'unpaid';
      const pending =
        row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && now < row.currentPeriodEnd;
      if (plan === 'FREE' || (!ended && !pending)) {
        throw new AppError('CONFLICT', 'There is no canceled plan to reactivate.');
      }
      if (pending) {
        const updated = await saveSubscription(tx, userId, { cancelAtPeriodEnd: false }, now);
        await recordPlanChange(tx, {
          userId,
          fromPlan: plan,
          toPlan: plan,
          changeType: 'reactivate',
          isImmediate: true,
          proratedAmountCents: null,
          createdAt: now,
        });
        return { row: updated };
      }
      const charge = await chargeDefaultCard(tx, {
        userId,
        amountCents: planCatalog[plan].price,
        planType: plan,
        description: `${planCatalog[plan].name} plan, reactivated`,
        purpose: `reactivate:${userId}:${plan}:${utcDay(now)}`,
        now,
      });
      if (!charge.succeeded) return { declined: charge.message };
      const updated = await saveSubscription(
        tx,
        userId,
        {
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          failedRenewalAttempts: 0,
          nextRetryAt: null,
        },
        now,
      );
      await recordPlanChange(tx, {
        userId,
        fromPlan: 'FREE',
        toPlan: plan,
        changeType: 'reactivate',
        isImmediate: true,
        proratedAmountCents: null,
        createdAt: now,
      });
      return { row: updated };
    },
  );
  if ('declined' in outcome) throw new AppError('PAYMENT_REQUIRED', outcome.declined);
  const name = planCatalog[outcome.row.planType as PlanType].name;
  return {
    message: `Your ${name} plan is active again.`,
    subscription: toSubscriptionAnswer(outcome.row),
  };
}
