import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/database';
import { planChanges, subscriptions } from '../../db/schema';
import type { SubscriptionRow } from './subscription-row';

/**
 * Reads the user's subscription row for update, so concurrent requests (a double click, two
 * server processes) change it one after the other.
 */
export async function lockSubscription(
  tx: DbTransaction,
  userId: string,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row!;
}

/** Writes changed subscription fields and returns the new row. */
export async function saveSubscription(
  tx: DbTransaction,
  userId: string,
  changes: Partial<typeof subscriptions.$inferInsert>,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row!;
}

/** Adds an entry to the plan change history. */
export async function recordPlanChange(
  tx: DbTransaction,
  entry: Omit<typeof planChanges.$inferInsert, 'id'>,
): Promise<void> {
  await tx.insert(planChanges).values(entry);
}
