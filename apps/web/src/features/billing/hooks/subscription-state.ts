import { planCatalog, planRank, type PlanType } from '@resumerank/contract/plan-catalog';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/** The plan's display name ("Standard"). */
export function planName(plan: PlanType): string {
  return planCatalog[plan].name;
}

/** Whether the subscription ends at its period's end (SPEC.md 4: it shows 'Expires on'). */
export function isEnding(sub: Subscription): boolean {
  return sub.status === 'canceled' || sub.cancel_at_period_end;
}

/**
 * 'Renews on {date}' for an active paid plan, 'Expires on {date}' for one that is canceled or
 * ends at the period's end, nothing for Free (it has no period to renew).
 */
export function periodLine(sub: Subscription): string | null {
  if (sub.plan_type === 'FREE' || !sub.current_period_end) return null;
  const date = formatDate(sub.current_period_end);
  if (isEnding(sub)) return `Expires on ${date}`;
  return sub.status === 'active' ? `Renews on ${date}` : null;
}

/** 'Changes to {plan} on {date}' while a downgrade waits for the period's end. */
export function scheduledLine(sub: Subscription): string | null {
  if (!sub.scheduled_plan_change || !sub.scheduled_change_date) return null;
  return `Changes to ${planName(sub.scheduled_plan_change)} on ${formatDate(sub.scheduled_change_date)}`;
}

/** An active paid plan that is not already ending can be canceled. */
export function canCancel(sub: Subscription): boolean {
  return sub.status === 'active' && sub.plan_type !== 'FREE' && !sub.cancel_at_period_end;
}

/** A canceled or ending subscription can be reactivated. */
export function canReactivate(sub: Subscription): boolean {
  return isEnding(sub);
}

export type PlanMove = 'upgrade' | 'downgrade';

/** Whether moving to another plan is an upgrade (now) or a downgrade (at the period's end). */
export function planMove(from: PlanType, to: PlanType): PlanMove {
  return planRank(to) > planRank(from) ? 'upgrade' : 'downgrade';
}

/** What a plan change will do and when, in one or two sentences for the user to confirm. */
export function planMoveSentence(sub: Subscription, to: PlanType): string {
  const target = planCatalog[to];
  if (planMove(sub.plan_type, to) === 'upgrade') {
    return `${target.name} starts now. You are charged today for the rest of this billing period, prorated, and then ${formatMoney(target.price)} a ${target.interval}.`;
  }
  const when = sub.current_period_end
    ? `on ${formatDate(sub.current_period_end)}, when this billing period ends`
    : 'when this billing period ends';
  return `Your plan changes to ${target.name} ${when}. You keep the ${planName(sub.plan_type)} features until then.`;
}
