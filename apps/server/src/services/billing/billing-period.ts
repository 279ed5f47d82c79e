import { planTypes, type PlanType } from '@resumerank/contract/plan-catalog';

/** The same moment one calendar month later (UTC), the length of a billing period. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The UTC calendar day of a moment, as the one-plan-change-a-day rule counts days. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Position in the upgrade order of SPEC.md 4: FREE, STANDARD, PLATINUM. */
export function planRank(plan: PlanType): number {
  return planTypes.indexOf(plan);
}

/**
 * What an upgrade costs now: the price difference for the part of the period that is left,
 * rounded to the cent. Pure, so the amounts are tested exactly.
 */
export function proratedUpgradeCents(
  fromPrice: number,
  toPrice: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), total);
  if (total <= 0 || toPrice <= fromPrice) return 0;
  return Math.round(((toPrice - fromPrice) * left) / total);
}
