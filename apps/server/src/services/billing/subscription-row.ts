import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's subscription row, created as FREE and active the first time it is needed. */
export async function subscriptionRow(db: Database, userId: string): Promise<SubscriptionRow> {
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (existing) return existing;
  await db.insert(subscriptions).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return created!;
}

/** The subscription as the API shows it. */
export function toSubscriptionAnswer(row: SubscriptionRow) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    plan_type: row.planType as 'FREE' | 'STANDARD' | 'PLATINUM',
    status: row.status as 'active' | 'canceled' | 'past_due' | 'unpaid',
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    scheduled_plan_change:
      (row.scheduledPlanChange as 'FREE' | 'STANDARD' | 'PLATINUM' | null) ?? null,
    scheduled_change_date: iso(row.scheduledChangeDate),
    stripe_subscription_id: row.providerSubscriptionId,
    stripe_customer_id: row.providerCustomerId,
  };
}
