import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Database } from '../../../db/database';
import { subscriptions } from '../../../db/schema';
import { lockSubscription } from '../lock-subscription';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { callStripe } from './call-stripe';
import { recordStripeInvoice } from './record-stripe-invoice';
import type { StripeBillingContext } from './stripe-context';
import { idOf } from './stripe-ids';
import { planForPrice } from './stripe-plans';

/** The user whose Stripe customer this is, if it is one of ours. */
export async function userOfCustomer(db: Database, customerId: string | null) {
  if (!customerId) return null;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId));
  return row?.userId ?? null;
}

/**
 * Brings our row up to date with a subscription as just read from Stripe and, for an invoice
 * event, records the invoice's payment, in one transaction under the row lock.
 */
export async function syncStripeSubscription(
  ctx: StripeBillingContext,
  subscription: Stripe.Subscription,
  invoice?: Stripe.Invoice,
): Promise<void> {
  const userId = await userOfCustomer(ctx.db, idOf(subscription.customer));
  if (!userId) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, userId);
    const applied = await applyStripeSubscription(tx, ctx.settings, locked, subscription, now);
    if (!invoice) return;
    const price = subscription.items.data[0]?.price.id;
    const plan: PlanType =
      (price ? planForPrice(ctx.settings, price) : null) ??
      ((applied?.row ?? locked).planType as PlanType);
    await recordStripeInvoice(tx, { userId, invoice, plan, now });
  });
}

/** An invoice event: the invoice's subscription is read again and both are applied. */
export async function syncStripeInvoice(
  ctx: StripeBillingContext,
  invoice: Stripe.Invoice,
): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return; // not a subscription's invoice: not ResumeRank's
  const subscription = await callStripe(() => ctx.stripe.subscriptions.retrieve(subscriptionId));
  await syncStripeSubscription(ctx, subscription, invoice);
}
