import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { addMonth, proratedUpgradeCents, utcDay } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { applyUpgrade } from './apply-upgrade';
import { lockSubscription } from './lock-subscription';
import {
  decidePlanChange,
  downgradeMessage,
  planChangeAnswer,
  upgradeMessage,
} from './plan-change-rules';
import { scheduleDowngrade } from './schedule-downgrade';
import { subscriptionRow, type SubscriptionRow } from './subscription-row';

/**
 * PUT /subscriptions/update with the built-in processor, the plan-change state machine of
 * SPEC.md 4 (rules in plan-change-rules.ts): an upgrade applies now and charges the prorated
 * difference for the rest of the period; a downgrade is scheduled for the period end and the
 * current features stay until then. Repeating the same request changes nothing more.
 */
export async function changePlan(
  ctx: BillingContext,
  userId: string,
  input: { new_plan_type: PlanType; prorate: boolean },
) {
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const target = input.new_plan_type;
  const targetPlan = planCatalog[target];

  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<
      { row: SubscriptionRow; message: string; prorated: number | null } | { declined: string }
    > => {
      const row = await lockSubscription(tx, userId);
      const decision = decidePlanChange(row, target, now);
      if (decision.kind === 'unchanged') return { row, message: decision.message, prorated: null };
      if (decision.kind === 'downgrade') {
        const updated = await scheduleDowngrade(tx, row, { from: decision.from, to: target }, now);
        return { row: updated, message: downgradeMessage(updated, target), prorated: null };
      }

      const period = { start: row.currentPeriodStart ?? now, end: row.currentPeriodEnd ?? now };
      const amount = input.prorate
        ? proratedUpgradeCents(planCatalog[decision.from].price, targetPlan.price, period, now)
        : targetPlan.price;
      const charge = await chargeDefaultCard(tx, {
        userId,
        amountCents: amount,
        planType: target,
        description: input.prorate
          ? `Upgrade to ${targetPlan.name}, prorated for the rest of the period`
          : `${targetPlan.name} plan, new period`,
        purpose: `upgrade:${userId}:${target}:${utcDay(now)}`,
        now,
      });
      if (!charge.succeeded) return { declined: charge.message };
      const updated = await applyUpgrade(
        tx,
        userId,
        { from: decision.from, to: target, amountCents: amount },
        input.prorate ? {} : { currentPeriodStart: now, currentPeriodEnd: addMonth(now) },
        now,
      );
      return {
        row: updated,
        message: upgradeMessage(target, amount, input.prorate),
        prorated: amount,
      };
    },
  );
  // Thrown after the transaction so the failed charge stays on record.
  if ('declined' in outcome) throw new AppError('PAYMENT_REQUIRED', outcome.declined);
  return planChangeAnswer(outcome.row, outcome.message, outcome.prorated);
}
