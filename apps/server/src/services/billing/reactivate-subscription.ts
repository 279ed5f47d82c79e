import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { addMonth, utcDay } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { lockSubscription } from './lock-subscription';
import { applyReactivation, decideReactivation, reactivationAnswer } from './reactivation-rules';
import { subscriptionRow, type SubscriptionRow } from './subscription-row';

/**
 * POST /subscriptions/reactivate with the built-in processor. A cancellation still waiting for
 * the period end is simply withdrawn; a plan that has ended (canceled, or unpaid after failed
 * renewals) starts a new period now, charged to the default card.
 */
export async function reactivateSubscription(ctx: BillingContext, userId: string) {
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ row: SubscriptionRow } | { declined: string }> => {
      const row = await lockSubscription(tx, userId);
      const kind = decideReactivation(row, now);
      if (kind === 'pending') {
        return { row: await applyReactivation(tx, row, kind, { cancelAtPeriodEnd: false }, now) };
      }
      const plan = row.planType as PlanType;
      const charge = await chargeDefaultCard(tx, {
        userId,
        amountCents: planCatalog[plan].price,
        planType: plan,
        description: `${planCatalog[plan].name} plan, reactivated`,
        purpose: `reactivate:${userId}:${plan}:${utcDay(now)}`,
        now,
      });
      if (!charge.succeeded) return { declined: charge.message };
      const updated = await applyReactivation(
        tx,
        row,
        kind,
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
      return { row: updated };
    },
  );
  if ('declined' in outcome) throw new AppError('PAYMENT_REQUIRED', outcome.declined);
  return reactivationAnswer(outcome.row);
}
