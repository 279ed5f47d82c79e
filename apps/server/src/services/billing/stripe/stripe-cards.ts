import type Stripe from 'stripe';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Database, DbTransaction } from '../../../db/database';
import { paymentMethods } from '../../../db/schema';
import type { StripeBillingContext } from './stripe-context';
import { callStripe } from './call-stripe';
import { idOf } from './stripe-ids';

/**
 * Saves a Stripe card in our payment methods (brand, last four and expiry only), or refreshes
 * it; as the default card, every other card of the user stops being the default.
 */
export async function saveStripeCard(
  tx: DbTransaction | Database,
  userId: string,
  method: Stripe.PaymentMethod,
  options: { isDefault: boolean },
): Promise<void> {
  const card = {
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '????',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
    isDefault: options.isDefault,
  };
  if (options.isDefault) {
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, method.id)));
  }
  await tx
    .insert(paymentMethods)
    .values({ id: method.id, userId, ...card, createdAt: new Date(method.created * 1000) })
    .onConflictDoUpdate({ target: paymentMethods.id, set: card });
}

/**
 * Rewrites the user's saved cards from Stripe: the customer's cards as Stripe lists them, and
 * the one its invoices charge (invoice_settings.default_payment_method) as the default. Cards
 * added or removed in Stripe's billing portal show up this way.
 */
export async function syncStripeCards(
  ctx: StripeBillingContext,
  userId: string,
  customerId: string,
): Promise<void> {
  const customer = await callStripe(() => ctx.stripe.customers.retrieve(customerId));
  const cards = customer.deleted
    ? []
    : (
        await callStripe(() =>
          ctx.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
        )
      ).data;
  const defaultId = customer.deleted
    ? null
    : idOf(customer.invoice_settings.default_payment_method);
  await ctx.db.transaction(async (tx) => {
    const kept = cards.map((card) => card.id);
    await tx
      .delete(paymentMethods)
      .where(
        kept.length > 0
          ? and(eq(paymentMethods.userId, userId), notInArray(paymentMethods.id, kept))
          : eq(paymentMethods.userId, userId),
      );
    for (const card of cards) {
      await saveStripeCard(tx, userId, card, { isDefault: card.id === defaultId });
    }
  });
}
