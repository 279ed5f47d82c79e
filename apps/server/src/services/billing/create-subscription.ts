import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { addMonth, utcDay } from './billing-period';
import { chargeDefaultCard } from './charge-default-card';
import { lockSubscription, recordPlanChange, saveSubscription } from './lock-subscription';
import { assertPaidPlan, decideSubscribe } from './subscribe-rules';
import { subscriptionRow, toSubscriptionAnswer, type SubscriptionRow } from './subscription-row';

/**
 * POST /payments/create-subscription: a user without a paid plan subscribes with a saved card,
 * which becomes the default card, charged now for the first month. A repeated request (a double
 * click) charges once: the subscription row is locked while it changes and the charge carries an
 * idempotency key. Starting a subscription is not a plan change for the once-a-day rule.
 */
export async function createSubscription(
  ctx: BillingContext,
  userId: string,
  input: { plan_type: PlanType; payment_method_id: string },
) {
  assertPaidPlan(input.plan_type);
  const [method] = await ctx.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.payment_method_id), eq(paymentMethods.userId, userId)));
  if (!method) throw new AppError('NOT_FOUND', 'Payment method not found.');
  await subscriptionRow(ctx.db, userId);
  const now = ctx.now();
  const plan = planCatalog[input.plan_type];

  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ row: SubscriptionRow } | { declined: string }> => {
      const current = await lockSubscription(tx, userId);
      const decision = decideSubscribe(current, input.plan_type, now);
      if (decision.kind === 'unchanged') return { row: current };
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, method.id)));
      await tx
        .update(paymentMethods)
        .set({ isDefault: true })
        .where(eq(paymentMethods.id, method.id));
      const charge = await chargeDefaultCard(tx, {
        userId,
        amountCents: plan.price,
        planType: input.plan_type,
        description: `${plan.name} plan, first month`,
        purpose: `subscribe:${userId}:${input.plan_type}:${utcDay(now)}`,
        now,
      });
      if (!charge.succeeded) return { declined: charge.message };
      const row = await saveSubscription(
        tx,
        userId,
        {
          planType: input.plan_type,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          cancelAtPeriodEnd: false,
          scheduledPlanChange: null,
          scheduledChangeDate: null,
          failedRenewalAttempts: 0,
          nextRetryAt: null,
          providerCustomerId: current.providerCustomerId ?? `cus_local_${userId.slice(0, 8)}`,
          providerSubscriptionId: `sub_local_${randomBytes(8).toString('hex')}`,
        },
        now,
      );
      await recordPlanChange(tx, {
        userId,
        fromPlan: decision.from,
        toPlan: input.plan_type,
        changeType: 'new',
        isImmediate: true,
        proratedAmountCents: null,
        createdAt: now,
      });
      return { row };
    },
  );
  // Thrown after the transaction so the declined charge stays on record.
  if ('declined' in outcome) throw new AppError('PAYMENT_REQUIRED', outcome.declined);
  return { subscription: toSubscriptionAnswer(outcome.row), client_secret: null };
}
