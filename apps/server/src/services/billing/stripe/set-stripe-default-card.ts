import { AppError } from '../../../errors/app-error';
import { listPaymentMethods } from '../billing-queries';
import { subscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import { retrieveCustomerCard } from './retrieve-customer-card';
import { syncStripeCards } from './stripe-cards';
import type { StripeBillingContext } from './stripe-context';
import { requestKey, stripeCustomerId } from './stripe-ids';

/**
 * POST /payments/payment-methods/{id}/default with Stripe: the customer's invoices (renewals)
 * charge this card from now on; our saved cards are then re-read from Stripe.
 */
export async function setStripeDefaultCard(
  ctx: StripeBillingContext,
  userId: string,
  paymentMethodId: string,
) {
  const customer = stripeCustomerId(await subscriptionRow(ctx.db, userId));
  if (!customer) throw new AppError('NOT_FOUND', 'Payment method not found.');
  const method = await retrieveCustomerCard(ctx, customer, paymentMethodId);
  if (method.customer === null) {
    throw new AppError('NOT_FOUND', 'Payment method not found.');
  }
  await callStripe(() =>
    ctx.stripe.customers.update(
      customer,
      { invoice_settings: { default_payment_method: method.id } },
      { idempotencyKey: requestKey(`default-card:${customer}`) },
    ),
  );
  await syncStripeCards(ctx, userId, customer);
  return listPaymentMethods(ctx.db, userId);
}
