import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import { callStripe, isMissing, stripeFailure } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { onceKey, stripeCustomerId, stripeSubscriptionId } from './stripe-ids';

/**
 * Before an account is deleted: ends its Stripe subscription now, with no final invoice and no
 * proration (so nothing more is charged, and nothing refunded), then deletes the Stripe
 * customer, which removes its saved cards and its name and email at Stripe. Stripe keeps its
 * own invoices, as our transactions table keeps the charges.
 */
export async function closeStripeAccount(ctx: StripeBillingContext, userId: string) {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) return;
  const subscriptionId = stripeSubscriptionId(row);
  if (subscriptionId) await cancelWithoutCharge(ctx, subscriptionId);
  const customerId = stripeCustomerId(row);
  if (customerId) {
    try {
      await ctx.stripe.customers.del(customerId, {
        idempotencyKey: onceKey('delete-customer', customerId),
      });
    } catch (error) {
      // Deleted already (an earlier attempt that failed afterwards): the goal is reached.
      if (!isMissing(error)) throw stripeFailure(error);
    }
  }
}

/** Cancels now without invoicing; a subscription Stripe has already ended stays as it is. */
async function cancelWithoutCharge(ctx: StripeBillingContext, id: string) {
  let current;
  try {
    current = await ctx.stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isMissing(error)) return;
    throw stripeFailure(error);
  }
  if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
  await callStripe(() =>
    ctx.stripe.subscriptions.cancel(
      id,
      { invoice_now: false, prorate: false },
      { idempotencyKey: onceKey('close-account-cancel', id) },
    ),
  );
}
