import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import { recordPlanChange, saveSubscription } from './lock-subscription';
import type { SubscriptionRow } from './subscription-row';

/**
 * Schedules a downgrade for the period end in our row, the same for every provider: the current
 * features stay until then, and the billing job applies it. The caller holds the row lock and
 * has decided (decidePlanChange) that this is a downgrade from `from`.
 */
export async function scheduleDowngrade(
  tx: DbTransaction,
  row: SubscriptionRow,
  change: { from: PlanType; to: PlanType },
  now: Date,
): Promise<SubscriptionRow> {
  const updated = await saveSubscription(
    tx,
    row.userId,
    {
      scheduledPlanChange: change.to,
      scheduledChangeDate: row.currentPeriodEnd,
      lastChangeAt: now,
    },
    now,
  );
  await recordPlanChange(tx, {
    userId: row.userId,
    fromPlan: change.from,
    toPlan: change.to,
    changeType: 'downgrade',
    isImmediate: false,
    proratedAmountCents: null,
    createdAt: now,
  });
  return updated;
}
