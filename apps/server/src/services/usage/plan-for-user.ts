import { eq } from 'drizzle-orm';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';
import { effectivePlan } from '../billing/effective-plan';

/** The plan whose limits and features apply to a user now (Free without a subscription). */
export async function planForUser(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<PlanType> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return effectivePlan(row, now);
}
