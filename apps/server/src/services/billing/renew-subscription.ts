import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import { addMonth } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { saveSubscription } from './lock-subscription';
import type { SubscriptionRow } from './subscription-row';

/** Days after a declined renewal when it is tried again; when they run out the plan is unpaid. */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

export type BillingEvent = 'renewed' | 'declined' | 'unpaid' | 'downgraded' | 'canceled';

const DAY_MS = 24 * 3600 * 1000;

/** Whether the billing job has something to do for this subscription at this moment. */
export function isDue(row: SubscriptionRow, now: Date): boolean {
  if (row.status === 'active' && row.planType !== 'FREE')
    return row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return row.status === 'past_due' && row.nextRetryAt !== null && row.nextRetryAt <= now;
}

/**
 * One step of the billing job for a locked row: at a period end, a cancellation or scheduled
 * downgrade takes effect, then the plan renews with a charge on the default card; a decline
 * makes it past_due and is retried on RENEWAL_RETRY_DAYS, then the plan is unpaid. Each charge's
 * idempotency key names its period and attempt, so it is charged once however often this runs.
 */
export async function applyDueStep(
  tx: DbTransaction,
  row: SubscriptionRow,
  now: Date,
): Promise<{ row: SubscriptionRow; event: BillingEvent }> {
  const userId = row.userId;
  const periodEnd = row.currentPeriodEnd!;
  if (row.status === 'active' && row.cancelAtPeriodEnd) {
    const updated = await saveSubscription(
      tx,
      userId,
      { status: 'canceled', cancelAtPeriodEnd: false },
      now,
    );
    return { row: updated, event: 'canceled' };
  }
  let plan = row.planType as PlanType;
  if (row.status === 'active' && row.scheduledPlanChange) {
    plan = row.scheduledPlanChange as PlanType;
    const cleared = { planType: plan, scheduledPlanChange: null, scheduledChangeDate: null };
    if (plan === 'FREE') {
      const updated = await saveSubscription(
        tx,
        userId,
        { ...cleared, currentPeriodStart: null, currentPeriodEnd: null },
        now,
      );
      return { row: updated, event: 'downgraded' };
    }
    row = await saveSubscription(tx, userId, cleared, now);
  }
  const attempt = row.status === 'past_due' ? row.failedRenewalAttempts : 0;
  const charge = await chargeDefaultCard(tx, {
    userId,
    amountCents: planCatalog[plan].price,
    planType: plan,
    description: `${planCatalog[plan].name} plan, renewal`,
    purpose: `renewal:${userId}:${periodEnd.toISOString()}:${attempt}`,
    now,
  });
  if (charge.succeeded) {
    const updated = await saveSubscription(
      tx,
      userId,
      {
        status: 'active',
        currentPeriodStart: periodEnd,
        currentPeriodEnd: addMonth(periodEnd),
        failedRenewalAttempts: 0,
        nextRetryAt: null,
      },
      now,
    );
    return { row: updated, event: 'renewed' };
  }
  const failures = attempt + 1;
  const retryDays = RENEWAL_RETRY_DAYS[failures - 1];
  const updated = await saveSubscription(
    tx,
    userId,
    retryDays === undefined
      ? { status: 'unpaid', failedRenewalAttempts: failures, nextRetryAt: null }
      : {
          status: 'past_due',
          failedRenewalAttempts: failures,
          nextRetryAt: new Date(now.getTime() + retryDays * DAY_MS),
        },
    now,
  );
  return { row: updated, event: retryDays === undefined ? 'unpaid' : 'declined' };
}
