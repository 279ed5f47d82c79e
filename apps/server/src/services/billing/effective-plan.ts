import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { SubscriptionRow } from './subscription-row';

/**
 * The plan whose limits and features apply now: the subscribed plan while it is active or
 * being retried (past_due), Free once it is canceled, unpaid, or past the end of a period that
 * was set to end, and a scheduled downgrade's plan from its date on. One pure function, used by
 * usage limits and PDF export alike.
 */
export function effectivePlan(row: SubscriptionRow | undefined, now: Date): PlanType {
  if (!row) return 'FREE';
  if (row.status === 'canceled' || row.status === 'unpaid') return 'FREE';
  if (row.cancelAtPeriodEnd && row.currentPeriodEnd && now >= row.currentPeriodEnd) return 'FREE';
  // A downgrade whose date has come applies even before the billing job has written it.
  if (row.scheduledPlanChange && row.scheduledChangeDate && now >= row.scheduledChangeDate)
    return row.scheduledPlanChange as PlanType;
  return row.planType as PlanType;
}
