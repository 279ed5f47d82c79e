import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../../db/database';
import { transactions } from '../../../db/schema';

function describe(invoice: Stripe.Invoice, plan: PlanType): string {
  const name = planCatalog[plan].name;
  switch (invoice.billing_reason) {
    case 'subscription_create':
      return `${name} plan, first month`;
    case 'subscription_cycle':
      return `${name} plan, renewal`;
    case 'subscription_update':
      return `Change to the ${name} plan`;
    default:
      return `${name} plan`;
  }
}

/**
 * Records a Stripe invoice's payment in our transactions, as Stripe answered it: a paid invoice
 * once (keyed by its id), and each failed attempt once (keyed by its id and attempt number).
 * Drafts, void invoices and invoices of nothing are not charges. Our create calls and Stripe's
 * webhooks both come here; whichever is second changes nothing.
 */
export async function recordStripeInvoice(
  tx: DbTransaction,
  entry: {
    userId: string;
    invoice: Stripe.Invoice;
    plan: PlanType;
    now: Date;
    description?: string;
  },
): Promise<void> {
  const { invoice } = entry;
  const paid = invoice.status === 'paid';
  const failed = invoice.status === 'open' && invoice.attempt_count > 0;
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  if ((!paid && !failed) || amount <= 0) return;
  const paidAt = invoice.status_transitions.paid_at;
  await tx
    .insert(transactions)
    .values({
      id: `txn_${randomBytes(12).toString('hex')}`,
      userId: entry.userId,
      amountCents: amount,
      currency: invoice.currency,
      status: paid ? 'succeeded' : 'failed',
      planType: entry.plan,
      description: entry.description ?? describe(invoice, entry.plan),
      idempotencyKey: paid
        ? `stripe:${invoice.id}:paid`
        : `stripe:${invoice.id}:failed:${invoice.attempt_count}`,
      createdAt: paid && paidAt ? new Date(paidAt * 1000) : entry.now,
    })
    .onConflictDoNothing({ target: transactions.idempotencyKey });
}
