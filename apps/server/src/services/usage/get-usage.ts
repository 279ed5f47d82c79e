import { and, eq } from 'drizzle-orm';
import { planCatalog, UNLIMITED, type PlanType } from '@resumerank/contract/plan-catalog';
import type { LimitedFeature } from '@resumerank/contract/errors';
import type { Database } from '../../db/database';
import { usageCounters } from '../../db/schema';
import { planForUser } from './plan-for-user';
import { nextReset, usageDay } from './usage-day';

const FEATURES: LimitedFeature[] = ['resume_upload', 'resume_generation'];

/** Today's counts against the plan's limits, per feature. */
async function counts(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({ feature: usageCounters.feature, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.day, usageDay(now))));
  const plan: PlanType = await planForUser(db, userId, now);
  const counter = (feature: LimitedFeature) => {
    const current = rows.find((r) => r.feature === feature)?.count ?? 0;
    const limit = planCatalog[plan].limits[feature];
    return {
      current,
      limit,
      remaining: limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - current),
    };
  };
  return {
    plan,
    resume_upload: counter('resume_upload'),
    resume_generation: counter('resume_generation'),
  };
}

/** GET /usage/usage-info. */
export async function getUsageSummary(db: Database, userId: string, now: Date) {
  const c = await counts(db, userId, now);
  return {
    usage_summary: {
      plan_type: c.plan,
      next_reset: nextReset(now).toISOString(),
      resume_upload: c.resume_upload,
      resume_generation: c.resume_generation,
    },
  };
}

/** GET /usage/check-limits. */
export async function checkLimits(db: Database, userId: string, now: Date) {
  const c = await counts(db, userId, now);
  const check = (feature: LimitedFeature) => {
    const { remaining } = c[feature];
    const canUse = remaining === UNLIMITED || remaining > 0;
    const what = feature === 'resume_upload' ? 'uploads' : 'generations';
    return {
      can_use: canUse,
      message: canUse
        ? remaining === UNLIMITED
          ? `Unlimited ${what} on your plan.`
          : `${remaining} ${what} left today.`
        : `You have used all of today's ${what}. They reset at 00:00 UTC.`,
      remaining,
    };
  };
  return Object.fromEntries(FEATURES.map((f) => [f, check(f)])) as Record<
    LimitedFeature,
    ReturnType<typeof check>
  >;
}

/** GET /usage/plan-limits: the catalog's daily limits. */
export function planLimits() {
  return {
    limits: {
      FREE: planCatalog.FREE.limits,
      STANDARD: planCatalog.STANDARD.limits,
      PLATINUM: planCatalog.PLATINUM.limits,
    },
  };
}
