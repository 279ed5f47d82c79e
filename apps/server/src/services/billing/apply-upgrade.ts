import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import type { subscriptions } from '../../db/schema';
import { recordPlanChange, saveSubscription } from './lock-subscription';
import type { SubscriptionRow } from './subscription-row';

/**
 * Writes a paid upgrade to our row and the plan history, the same for every provider: the new
 * plan applies now, and the change counts for the once-a-day rule. `extra` carries what the
 * provider changed besides (a new period, Stripe's ids). The caller holds the row lock and has
 * charged `amountCents`.
 */
export async function applyUpgrade(
  tx: DbTransaction,
  userId: string,
  change: { from: PlanType; to: PlanType; amountCents: number },
  extra: Partial<typeof subscriptions.$inferInsert>,
  now: Date,
): Promise<SubscriptionRow> {
  const updated = await saveSubscription(
    tx,
    userId,
    { ...extra, planType: change.to, lastChangeAt: now },
    now,
  );
  await recordPlanChange(tx, {
    userId,
    fromPlan: change.from,
    toPlan: change.to,
    changeType: 'upgrade',
    isImmediate: true,
    proratedAmountCents: change.amountCents,
    createdAt: now,
  });
  return updated;
}
