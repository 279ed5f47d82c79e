import { callStripe } from './call-stripe';
import { ensureCustomer } from './ensure-customer';
import type { StripeBillingContext } from './stripe-context';
import { requestKey } from './stripe-ids';

/**
 * POST /payments/billing-portal with Stripe: a session of Stripe's customer portal (invoices,
 * cards), which returns to the app when the user is done.
 */
export async function openStripeBillingPortal(ctx: StripeBillingContext, userId: string) {
  const customer = await ensureCustomer(ctx, userId);
  const session = await callStripe(() =>
    ctx.stripe.billingPortal.sessions.create(
      { customer, return_url: ctx.config.appUrl },
      { idempotencyKey: requestKey(`portal:${userId}`) },
    ),
  );
  return { url: session.url };
}
