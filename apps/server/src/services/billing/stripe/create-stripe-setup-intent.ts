import { callStripe } from './call-stripe';
import { ensureCustomer } from './ensure-customer';
import type { StripeBillingContext } from './stripe-context';
import { requestKey } from './stripe-ids';

/**
 * POST /payments/setup-intent with Stripe: a SetupIntent on the user's customer for a card
 * that renewals charge later without the user present (off_session). The browser confirms it
 * with Stripe.js; the card then belongs to the customer.
 */
export async function createStripeSetupIntent(ctx: StripeBillingContext, userId: string) {
  const customer = await ensureCustomer(ctx, userId);
  const intent = await callStripe(() =>
    ctx.stripe.setupIntents.create(
      {
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { user_id: userId },
      },
      // Each opening of the subscribe modal is its own card setup.
      { idempotencyKey: requestKey(`setup-intent:${userId}`) },
    ),
  );
  return {
    client_secret: intent.client_secret!,
    provider: 'stripe' as const,
    publishable_key: ctx.settings.publishableKey,
  };
}
