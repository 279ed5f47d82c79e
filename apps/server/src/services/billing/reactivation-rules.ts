import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { recordPlanChange, saveSubscription } from './lock-subscription';
import { toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

/**
 * What POST /subscriptions/reactivate does for a row, the same for every provider: a
 * cancellation still waiting for the period end is withdrawn (`pending`); a paid plan that has
 * ended, canceled or unpaid, starts again (`ended`). Anything else is refused.
 */
export function decideReactivation(row: SubscriptionRow, now: Date): 'pending' | 'ended' {
  const ended = row.status === 'canceled' || row.status === 'unpaid';
  const pending =
    row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && now < row.currentPeriodEnd;
  if (row.planType === 'FREE' || (!ended && !pending)) {
    throw new AppError('CONFLICT', 'There is no canceled plan to reactivate.');
  }
  return pending ? 'pending' : 'ended';
}

/**
 * Writes a reactivation to our row (the caller holds its lock): `changes` are the new fields
 * (cancelAtPeriodEnd false, or a new active period), and the history gets its entry.
 */
export async function applyReactivation(
  tx: DbTransaction,
  row: SubscriptionRow,
  kind: 'pending' | 'ended',
  changes: Partial<SubscriptionRow>,
  now: Date,
): Promise<SubscriptionRow> {
  const updated = await saveSubscription(tx, row.userId, changes, now);
  await recordPlanChange(tx, {
    userId: row.userId,
    fromPlan: kind === 'pending' ? row.planType : 'FREE',
    toPlan: row.planType,
    changeType: 'reactivate',
    isImmediate: true,
    proratedAmountCents: null,
    createdAt: now,
  });
  return updated;
}

/** The answer of POST /subscriptions/reactivate. */
export function reactivationAnswer(row: SubscriptionRow) {
  return {
    message: `Your ${planCatalog[row.planType as PlanType].name} plan is active again.`,
    subscription: toSubscriptionAnswer(row),
  };
}
