import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import { subscriptions } from '../../../db/schema';
import { saveSubscription } from '../lock-subscription';
import type { SubscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { onceKey, stripeSubscriptionId } from './stripe-ids';
import { priceFor } from './stripe-plans';
import { freePlanChanges, stripeSubscriptionChanges } from './stripe-subscription-state';

const HOUR_MS = 3600 * 1000;

/**
 * The Stripe provider's billing job. Stripe renews, retries and ends subscriptions on its own;
 * what is ours is the scheduled downgrade, kept in our row (as the built-in processor does) so
 * the same rules apply and our history shows it. Why not a Stripe subscription schedule: a
 * subscription under a schedule refuses direct updates (cancel, reactivate) until the schedule
 * is released, and our row would hold the plan change twice.
 *
 * Timing: Stripe makes the renewal invoice at the period end, so the new price is sent a while
 * before (lead: an hour, or two job intervals if longer) with proration_behavior none, which
 * charges and credits nothing, and the next invoice is at the new price; the user keeps the
 * old plan in ResumeRank until the date. If the job only gets there after the date (the server
 * was down), the renewal was already invoiced at the old price, so the change is sent with
 * create_prorations: Stripe credits the difference on the next invoice. A downgrade to Free is
 * cancel_at_period_end (or, late, a cancellation now). After the date our row takes the new
 * plan. Each change goes to Stripe once per process (and is idempotent across processes).
 */
export function createStripeDowngradeJob(ctx: StripeBillingContext) {
  const sent = new Set<string>();
  return async function applyDueDowngrades(): Promise<Record<string, number>> {
    const counts = { downgrades_sent: 0, downgraded: 0 };
    const now = ctx.now();
    const lead = Math.max(HOUR_MS, 2 * ctx.config.billingIntervalSeconds * 1000);
    const due = await ctx.db
      .select()
      .from(subscriptions)
      .where(
        and(
          isNotNull(subscriptions.scheduledPlanChange),
          inArray(subscriptions.status, ['active', 'past_due']),
          lte(subscriptions.scheduledChangeDate, new Date(now.getTime() + lead)),
        ),
      )
      .limit(200);
    let failure: unknown = null;
    for (const row of due) {
      const id = stripeSubscriptionId(row);
      const date = row.scheduledChangeDate;
      if (!id || !date || !row.lastChangeAt) continue;
      const target = row.scheduledPlanChange as PlanType;
      // The moment the downgrade was asked for tells this schedule from a later one.
      const key = onceKey('downgrade', id, target, row.lastChangeAt.toISOString());
      try {
        let answer: Stripe.Subscription | null = null;
        if (!sent.has(key)) {
          answer = await sendDowngrade(ctx, id, target, now >= date, key);
          sent.add(key);
          counts.downgrades_sent += 1;
        }
        if (now < date) continue;
        const subscription =
          answer ?? (await callStripe(() => ctx.stripe.subscriptions.retrieve(id)));
        if (await finishDowngrade(ctx, row, subscription)) counts.downgraded += 1;
        sent.delete(key);
      } catch (error) {
        failure ??= error;
      }
    }
    // One subscription failing does not hold up the others; the job logs it and tries again.
    if (failure) throw failure;
    return counts;
  };
}

async function sendDowngrade(
  ctx: StripeBillingContext,
  id: string,
  target: PlanType,
  late: boolean,
  idempotencyKey: string,
): Promise<Stripe.Subscription> {
  if (target === 'FREE') {
    return callStripe(() =>
      late
        ? ctx.stripe.subscriptions.cancel(id, {}, { idempotencyKey })
        : ctx.stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey }),
    );
  }
  const current = await callStripe(() => ctx.stripe.subscriptions.retrieve(id));
  const item = current.items.data[0]!;
  return callStripe(() =>
    ctx.stripe.subscriptions.update(
      id,
      {
        items: [{ id: item.id, price: priceFor(ctx.settings, target) }],
        proration_behavior: late ? 'create_prorations' : 'none',
      },
      { idempotencyKey },
    ),
  );
}

/** After the date: our row takes the new plan, if the same downgrade is still scheduled. */
async function finishDowngrade(
  ctx: StripeBillingContext,
  seen: SubscriptionRow,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seen.userId))
      .for('update', { skipLocked: true });
    if (
      !row ||
      row.scheduledPlanChange !== seen.scheduledPlanChange ||
      row.lastChangeAt?.getTime() !== seen.lastChangeAt?.getTime()
    ) {
      return false;
    }
    const target = row.scheduledPlanChange as PlanType;
    const changes =
      target === 'FREE'
        ? freePlanChanges()
        : {
            ...stripeSubscriptionChanges(ctx.settings, row, subscription, now),
            planType: target,
            scheduledPlanChange: null,
            scheduledChangeDate: null,
          };
    await saveSubscription(tx, row.userId, changes, now);
    return true;
  });
}
