import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import { planRank, utcDay } from './billing-period';
import { effectivePlan } from './effective-plan';
import { sameDayChangeError, scheduledChangeError } from './plan-change-errors';
import { toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

/** What PUT /subscriptions/update should do, decided by the rules every provider shares. */
export type PlanChangeDecision =
  | { kind: 'unchanged'; message: string }
  | { kind: 'downgrade'; from: PlanType }
  | { kind: 'upgrade'; from: PlanType };

/**
 * The plan-change rules of SPEC.md 4 for a subscription row: a paid plan is needed, a past_due
 * plan cannot change, one change a UTC day, a scheduled change blocks further ones, and the same
 * request again (a double click) is answered as the first one was. Throws the refusals.
 */
export function decidePlanChange(
  row: SubscriptionRow,
  target: PlanType,
  now: Date,
): PlanChangeDecision {
  const current = effectivePlan(row, now);
  const targetName = planCatalog[target].name;
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
  if (row.scheduledPlanChange === target)
    return { kind: 'unchanged', message: downgradeMessage(row, target) };
  if (target === row.planType && changedToday && !row.scheduledPlanChange)
    return { kind: 'unchanged', message: `You are now on the ${targetName} plan.` };
  if (target === row.planType)
    throw new AppError('BAD_REQUEST', `You are already on the ${targetName} plan.`);
  if (row.scheduledPlanChange || row.cancelAtPeriodEnd) throw scheduledChangeError();
  if (changedToday) throw sameDayChangeError();
  return planRank(target) < planRank(current)
    ? { kind: 'downgrade', from: current }
    : { kind: 'upgrade', from: current };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What the user is told about a scheduled downgrade. */
export function downgradeMessage(row: SubscriptionRow, target: PlanType): string {
  const when = row.scheduledChangeDate ? day(row.scheduledChangeDate) : 'the end of this period';
  return `Your plan changes to ${planCatalog[target].name} on ${when}. You keep your ${planCatalog[row.planType as PlanType].name} features until then.`;
}

/** What the user is told about an upgrade charged now. */
export function upgradeMessage(target: PlanType, amountCents: number, prorate: boolean): string {
  return `You are now on the ${planCatalog[target].name} plan. ${money(amountCents)} was charged ${
    prorate ? 'for the rest of this billing period' : 'for a new period starting today'
  }.`;
}

/** The answer of PUT /subscriptions/update. */
export function planChangeAnswer(
  row: SubscriptionRow,
  message: string,
  proratedCents: number | null,
) {
  return {
    message,
    subscription: toSubscriptionAnswer(row),
    scheduled_change_date: row.scheduledChangeDate?.toISOString() ?? null,
    prorated_amount_cents: proratedCents,
  };
}
