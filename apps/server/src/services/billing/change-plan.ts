import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { addMonth, planRank, proratedUpgradeCents, utcDay } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { effectivePlan } from './effective-plan';
import { lockSubscription, recordPlanChange, saveSubscription } from './lock-subscription';
import { sameDayChangeError, scheduledChangeError } from './plan-change-errors';
import { subscriptionRow, toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function answer(row: SubscriptionRow, message: string, proratedCents: number | null) {
  return {
    message,
    subscription: toSubscriptionAnswer(row),
    scheduled_change_date: row.scheduledChangeDate?.toISOString() ?? null,
    prorated_amount_cents: proratedCents,
  };
}

/**
 * PUT /subscriptions/update, the plan-change state machine of SPEC.md 4: an upgrade applies now
 * and charges the prorated difference for the rest of the period; a downgrade is scheduled for
 * the period end and the current features stay until then. One change a UTC day; a scheduled
 * change blocks further ones. Repeating the same request (a double click) changes nothing more.
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
      const current = effectivePlan(row, now);
      if (current === 'FREE') {
        throw new AppError(
          'BAD_REQUEST',
          target === 'FREE'
            ? 'You are already on the Free plan.'
            : 'Choose a paid plan in the pricing section to subscribe.',
        );
      }
      if (row.status === 'past_due') {
        throw new AppError(
          'CONFLICT',
          'Your last payment failed. Update your card in the billing portal before changing plans.',
        );
      }
      const changedToday = row.lastChangeAt !== null && utcDay(row.lastChangeAt) === utcDay(now);
      // The same request again: answer as the first time did.
      if (row.scheduledPlanChange === target)
        return { row, message: downgradeMessage(row, target), prorated: null };
      if (target === row.planType && changedToday && !row.scheduledPlanChange)
        return { row, message: `You are now on the ${targetPlan.name} plan.`, prorated: null };
      if (target === row.planType)
        throw new AppError('BAD_REQUEST', `You are already on the ${targetPlan.name} plan.`);
      if (row.scheduledPlanChange || row.cancelAtPeriodEnd) throw scheduledChangeError();
      if (changedToday) throw sameDayChangeError();

      if (planRank(target) < planRank(current)) {
        const updated = await saveSubscription(
          tx,
          userId,
          {
            scheduledPlanChange: target,
            scheduledChangeDate: row.currentPeriodEnd,
            lastChangeAt: now,
          },
          now,
        );
        await recordPlanChange(tx, {
          userId,
          fromPlan: current,
          toPlan: target,
          changeType: 'downgrade',
          isImmediate: false,
          proratedAmountCents: null,
          createdAt: now,
        });
        return { row: updated, message: downgradeMessage(updated, target), prorated: null };
      }

      const period = { start: row.currentPeriodStart ?? now, end: row.currentPeriodEnd ?? now };
      const amount = input.prorate
        ? proratedUpgradeCents(planCatalog[current].price, targetPlan.price, period, now)
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
      const updated = await saveSubscription(
        tx,
        userId,
        {
          planType: target,
          lastChangeAt: now,
          ...(input.prorate ? {} : { currentPeriodStart: now, currentPeriodEnd: addMonth(now) }),
        },
        now,
      );
      await recordPlanChange(tx, {
        userId,
        fromPlan: current,
        toPlan: target,
        changeType: 'upgrade',
        isImmediate: true,
        proratedAmountCents: amount,
        createdAt: now,
      });
      return {
        row: updated,
        message: `You are now on the ${targetPlan.name} plan. ${money(amount)} was charged ${
          input.prorate ? 'for the rest of this billing period' : 'for a new period starting today'
        }.`,
        prorated: amount,
      };
    },
  );
  // Thrown after the transaction so the failed charge stays on record.
  if ('declined' in outcome) throw new AppError('PAYMENT_REQUIRED', outcome.declined);
  return answer(outcome.row, outcome.message, outcome.prorated);
}

function downgradeMessage(row: SubscriptionRow, target: PlanType): string {
  const when = row.scheduledChangeDate ? day(row.scheduledChangeDate) : 'the end of this period';
  return `Your plan changes to ${planCatalog[target].name} on ${when}. You keep your ${planCatalog[row.planType as PlanType].name} features until then.`;
}
