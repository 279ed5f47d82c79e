import { and, eq, sql } from 'drizzle-orm';
import { planCatalog, UNLIMITED } from '@resumerank/contract/plan-catalog';
import type { LimitedFeature } from '@resumerank/contract/errors';
import type { Database } from '../../db/database';
import { usageCounters } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { planForUser } from './plan-for-user';
import { nextReset, usageDay } from './usage-day';

const LIMIT_MESSAGES: Record<LimitedFeature, string> = {
  resume_upload: 'Daily upload limit reached. Please try again tomorrow or upgrade your plan.',
  resume_generation:
    'Daily generation limit reached. Please try again tomorrow or upgrade your plan.',
};

/** The 429 a user gets at a plan's daily limit (API.md's detail object). */
export function limitReached(feature: LimitedFeature, limit: number, now: Date): AppError {
  const message = LIMIT_MESSAGES[feature];
  return new AppError('LIMIT_REACHED', message, {
    detail: { feature, message, limit, reset_at: nextReset(now).toISOString() },
  });
}

/**
 * Counts one use of a feature for today, in one statement that also checks the limit, so N
 * concurrent requests with one use left give exactly one success. Throws the 429 otherwise.
 */
export async function takeUsage(
  db: Database,
  userId: string,
  feature: LimitedFeature,
  now: Date,
): Promise<void> {
  const limit = planCatalog[await planForUser(db, userId, now)].limits[feature];
  const day = usageDay(now);
  const rows = await db
    .insert(usageCounters)
    .values({ userId, day, feature, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.day, usageCounters.feature],
      set: { count: sql`${usageCounters.count} + 1` },
      ...(limit === UNLIMITED ? {} : { setWhere: sql`${usageCounters.count} < ${limit}` }),
    })
    .returning({ count: usageCounters.count });
  if (rows.length === 0) throw limitReached(feature, limit, now);
}

/** Gives a use back when the work it paid for failed (nothing the user sent is lost or charged). */
export async function returnUsage(
  db: Database,
  userId: string,
  feature: LimitedFeature,
  now: Date,
): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.day, usageDay(now)),
        eq(usageCounters.feature, feature),
      ),
    );
}
