import Stripe from 'stripe';
import type { StripeSettings } from './stripe-context';

/**
 * The official SDK, talking to api.stripe.com or to STRIPE_API_URL. Failed connections and
 * Stripe's 409/5xx answers are retried: every write carries our own idempotency key, so a retry
 * never repeats a charge.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'ResumeRank' },
    ...(settings.api ?? {}),
  });
}
