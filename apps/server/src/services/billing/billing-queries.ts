import { count, desc, eq } from 'drizzle-orm';
import { planCatalog, planTypes } from '@resumerank/contract/plan-catalog';
import type { Database } from '../../db/database';
import { paymentMethods, planChanges, transactions } from '../../db/schema';
import { subscriptionRow, toSubscriptionAnswer } from './subscription-row';

/** GET /subscriptions/plans: the catalog, in upgrade order. */
export function listPlans() {
  return { plans: planTypes.map((type) => planCatalog[type]) };
}

/** GET /subscriptions/current. */
export async function currentSubscription(db: Database, userId: string) {
  return { subscription: toSubscriptionAnswer(await subscriptionRow(db, userId)) };
}

/** GET /subscriptions/history: plan changes, newest first (the last `limit`; the export wants all). */
export async function planHistory(db: Database, userId: string, limit = 50) {
  const rows = await db
    .select()
    .from(planChanges)
    .where(eq(planChanges.userId, userId))
    .orderBy(desc(planChanges.createdAt), desc(planChanges.seq))
    .limit(limit);
  return {
    changes: rows.map((r) => ({
      id: r.id,
      from_plan: r.fromPlan as 'FREE',
      to_plan: r.toPlan as 'FREE',
      created_at: r.createdAt.toISOString(),
      change_type: r.changeType as 'new',
      is_immediate: r.isImmediate,
      prorated_amount_cents: r.proratedAmountCents,
    })),
  };
}

/** GET /payments/payment-methods: saved cards (brand, last four, expiry). */
export async function listPaymentMethods(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    // The default card first, then the newest.
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
  return {
    payment_methods: rows.map((r) => ({
      id: r.id,
      card: { last4: r.last4, brand: r.brand, exp_month: r.expMonth, exp_year: r.expYear },
      is_default: r.isDefault,
    })),
  };
}

/** GET /payments/transactions?skip&limit: charges, newest first, with the total count. */
export async function listTransactions(
  db: Database,
  userId: string,
  page: { skip: number; limit: number },
) {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .offset(page.skip)
    .limit(page.limit);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      amount_cents: r.amountCents,
      currency: r.currency,
      status: r.status as 'succeeded',
      plan_type: r.planType as 'FREE',
      description: r.description,
    })),
    total: Number(total),
  };
}
