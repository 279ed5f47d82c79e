import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { effectivePlan } from './effective-plan';
import { recordPlanChange, saveSubscription } from './lock-subscription';
import { toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

/**
 * The cancellation rules every provider shares: only a paid plan can be cancelled, and asking
 * again for a cancellation at the period end that is already set changes nothing.
 */
export function decideCancel(
  row: SubscriptionRow,
  atPeriodEnd: boolean,
  now: Date,
): { kind: 'unchanged' } | { kind: 'cancel'; plan: PlanType } {
  const plan = effectivePlan(row, now);
  if (plan === 'FREE') throw new AppError('BAD_REQUEST', 'You have no paid plan to cancel.');
  if (atPeriodEnd && row.cancelAtPeriodEnd) return { kind: 'unchanged' };
  return { kind: 'cancel', plan };
}

/**
 * Writes a cancellation to our row (the caller holds its lock): at the period end it replaces
 * any scheduled downgrade; now it ends the plan. `extra` carries a provider's own fields.
 */
export async function applyCancel(
  tx: DbTransaction,
  row: SubscriptionRow,
  cancel: { plan: PlanType; atPeriodEnd: boolean },
  now: Date,
  extra: Partial<SubscriptionRow> = {},
): Promise<SubscriptionRow> {
  const updated = await saveSubscription(
    tx,
    row.userId,
    {
      ...(cancel.atPeriodEnd
        ? { cancelAtPeriodEnd: true }
        : { status: 'canceled', cancelAtPeriodEnd: false, nextRetryAt: null }),
      scheduledPlanChange: null,
      scheduledChangeDate: null,
      ...extra,
    },
    now,
  );
  await recordPlanChange(tx, {
    userId: row.userId,
    fromPlan: cancel.plan,
    toPlan: 'FREE',
    changeType: 'cancel',
    isImmediate: !cancel.atPeriodEnd,
    proratedAmountCents: null,
    createdAt: now,
  });
  return updated;
}

/** The answer of POST /subscriptions/cancel. */
export function cancelAnswer(row: SubscriptionRow, atPeriodEnd: boolean) {
  const name = planCatalog[row.planType as PlanType].name;
  const until = row.currentPeriodEnd?.toISOString().slice(0, 10);
  return {
    message: atPeriodEnd
      ? `Your ${name} plan is canceled. You keep its features until ${until}.`
      : `Your ${name} plan is canceled. You are on the Free plan now.`,
    subscription: toSubscriptionAnswer(row),
  };
}
