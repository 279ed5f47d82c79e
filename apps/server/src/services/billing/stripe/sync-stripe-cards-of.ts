import { eq } from 'drizzle-orm';
import { paymentMethods } from '../../../db/schema';
import { subscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import { syncStripeCards } from './stripe-cards';
import type { StripeBillingContext } from './stripe-context';
import { idOf, stripeCustomerId } from './stripe-ids';
import { userOfCustomer } from './sync-stripe-subscription';

/**
 * A card or customer event: finds whose cards changed (a detached card belongs to no customer
 * any more, so its owner is found through our own copy) and re-reads them from Stripe.
 */
export async function syncStripeCardsOf(
  ctx: StripeBillingContext,
  changed: { customer: string } | { card: string },
): Promise<void> {
  let customer: string | null;
  let userId: string | null;
  if ('customer' in changed) {
    customer = changed.customer;
    userId = await userOfCustomer(ctx.db, customer);
  } else {
    const card = await callStripe(() => ctx.stripe.paymentMethods.retrieve(changed.card));
    customer = idOf(card.customer);
    userId = await userOfCustomer(ctx.db, customer);
    if (!userId) {
      const [saved] = await ctx.db
        .select({ userId: paymentMethods.userId })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, changed.card));
      userId = saved?.userId ?? null;
      customer = userId ? stripeCustomerId(await subscriptionRow(ctx.db, userId)) : null;
    }
  }
  if (userId && customer) await syncStripeCards(ctx, userId, customer);
}
