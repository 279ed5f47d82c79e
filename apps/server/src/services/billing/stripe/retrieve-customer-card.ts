import type Stripe from 'stripe';
import { AppError } from '../../../errors/app-error';
import { isMissing, stripeFailure } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { idOf } from './stripe-ids';

const notFound = () => new AppError('NOT_FOUND', 'Payment method not found.');

/**
 * A card as Stripe knows it, if it belongs to this customer or to nobody yet (just confirmed in
 * the browser); someone else's card, or no card at all, is "not found" (never a 403).
 */
export async function retrieveCustomerCard(
  ctx: StripeBillingContext,
  customerId: string,
  paymentMethodId: string,
): Promise<Stripe.PaymentMethod> {
  let method: Stripe.PaymentMethod;
  try {
    method = await ctx.stripe.paymentMethods.retrieve(paymentMethodId);
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw stripeFailure(error);
  }
  const owner = idOf(method.customer);
  if (owner !== null && owner !== customerId) throw notFound();
  return method;
}
