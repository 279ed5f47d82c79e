import { and, eq, lte, ne, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { applyDueStep, isDue, type BillingEvent } from './renew-subscription';

// A subscription down for a long time catches up one period a step; this bounds one run.
const MAX_STEPS_PER_SUBSCRIPTION = 24;
const BATCH = 200;

/**
 * The billing job: applies every due renewal, retry, cancellation and scheduled downgrade. Each
 * subscription is handled in its own transaction under a row lock taken with SKIP LOCKED, so
 * several server processes running this at once share the work and never apply a step twice.
 * Returns how many of each event happened in this run.
 */
export async function runDueBilling(ctx: BillingContext): Promise<Record<BillingEvent, number>> {
  const counts: Record<BillingEvent, number> = {
    renewed: 0,
    declined: 0,
    unpaid: 0,
    downgraded: 0,
    canceled: 0,
  };
  const now = ctx.now();
  const candidates = await ctx.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        and(
          eq(subscriptions.status, 'active'),
          ne(subscriptions.planType, 'FREE'),
          lte(subscriptions.currentPeriodEnd, now),
        ),
        and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextRetryAt, now)),
      ),
    )
    .limit(BATCH);
  for (const { userId } of candidates) {
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update', { skipLocked: true });
      let row = locked;
      for (let step = 0; row && isDue(row, now) && step < MAX_STEPS_PER_SUBSCRIPTION; step += 1) {
        const result = await applyDueStep(tx, row, now);
        counts[result.event] += 1;
        row = result.row;
      }
    });
  }
  return counts;
}
