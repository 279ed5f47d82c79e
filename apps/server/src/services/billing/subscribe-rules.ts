import type { PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import { effectivePlan } from './effective-plan';
import { activeSubscriptionError } from './plan-change-errors';
import type { SubscriptionRow } from './subscription-row';

/** Refuses subscribing to the Free plan, before anything else is looked at. */
export function assertPaidPlan(plan: PlanType): void {
  if (plan === 'FREE') throw new AppError('BAD_REQUEST', 'Choose a paid plan to subscribe.');
}

/**
 * The rule every provider applies to POST /payments/create-subscription: only a user without
 * a paid plan subscribes; the same request again (a double click) is answered with the plan
 * it already made. Throws active_subscription_exists otherwise.
 */
export function decideSubscribe(
  row: SubscriptionRow,
  plan: PlanType,
  now: Date,
): { kind: 'unchanged' } | { kind: 'subscribe'; from: PlanType } {
  const active = effectivePlan(row, now);
  if (active === plan) return { kind: 'unchanged' };
  if (active !== 'FREE') throw activeSubscriptionError();
  return { kind: 'subscribe', from: active };
}
