import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { paymentMethods, planChanges, subscriptions, transactions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { subscriptionRow, toSubscriptionAnswer } from './subscription-row';
import { effectivePlan } from './effective-plan';

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * POST /payments/create-subscription: a Free user subscribes to a paid plan with a saved card,
 * charged now for the first month. A repeated request (a double click) charges once: the charge
 * carries an idempotency key and the subscription row is locked while it changes.
 */
export async function createSubscription(
  ctx: BillingContext,
  userId: string,
  input: { plan_type: PlanType; payment_method_id: string },
) {
  if (input.plan_type === 'FREE')
    throw new AppError('BAD_REQUEST', 'Choose a paid plan to subscribe.');
  const [method] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.payment_method_id), eq(paymentMethods.userId, userId)));
  if (!method) throw new AppError('NOT_FOUND', 'Payment method not found.');
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const plan = planCatalog[input.plan_type];
  const day = now.toISOString().slice(0, 10);

  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    const active = effectivePlan(current, now);
    if (active === input.plan_type) return current!; // the same request again: nothing more to do
    if (active !== 'FREE') {
      throw new AppError(
        'CONFLICT',
        'active_subscription_exists: change plans from the subscription dashboard.',
      );
    }
    const charged = await tx
      .insert(transactions)
      .values({
        id: `txn_${randomBytes(12).toString('hex')}`,
        userId,
        amountCents: plan.price,
        currency: plan.currency,
        status: 'succeeded',
        planType: input.plan_type,
        description: `${plan.name} plan, first month`,
        idempotencyKey: `subscribe:${userId}:${input.plan_type}:${day}`,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (charged.length === 0) return current!;
    const [updated] = await tx
      .update(subscriptions)
      .set({
        planType: input.plan_type,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        cancelAtPeriodEnd: false,
        scheduledPlanChange: null,
        scheduledChangeDate: null,
        providerCustomerId: `cus_local_${userId.slice(0, 8)}`,
        providerSubscriptionId: `sub_local_${randomBytes(8).toString('hex')}`,
        lastChangeAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.userId, userId))
      .returning();
    await tx.insert(planChanges).values({
      userId,
      fromPlan: current?.planType ?? 'FREE',
      toPlan: input.plan_type,
      changeType: 'new',
      isImmediate: true,
      proratedAmountCents: null,
      createdAt: now,
    });
    return updated!;
  });
  return { subscription: toSubscriptionAnswer(row), client_secret: null };
}
