import { and, eq, isNull, like, or } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import { findUserById } from '../../../repositories/user-repository';
import { subscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { onceKey, stripeCustomerId } from './stripe-ids';

/**
 * The user's Stripe customer, created the first time it is needed and kept in
 * subscriptions.provider_customer_id. Two requests at once get the same customer: the create
 * call's idempotency key is the user's, and only the first id is stored.
 */
export async function ensureCustomer(ctx: StripeBillingContext, userId: string): Promise<string> {
  const row = await subscriptionRow(ctx.db, userId);
  const known = stripeCustomerId(row);
  if (known) return known;
  const user = await findUserById(ctx.db, userId);
  const customer = await callStripe(() =>
    ctx.stripe.customers.create(
      { email: user?.email, name: user?.fullName, metadata: { user_id: userId } },
      { idempotencyKey: onceKey('customer', userId) },
    ),
  );
  await ctx.db
    .update(subscriptions)
    .set({ providerCustomerId: customer.id })
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(
          isNull(subscriptions.providerCustomerId),
          like(subscriptions.providerCustomerId, 'cus\\_local\\_%'),
        ),
      ),
    );
  return stripeCustomerId(await subscriptionRow(ctx.db, userId)) ?? customer.id;
}
