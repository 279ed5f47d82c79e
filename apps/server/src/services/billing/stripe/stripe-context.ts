import type Stripe from 'stripe';
import type { Config } from '../../../config';
import type { BillingContext } from '../billing-context';

/** The Stripe settings (config.payments when the provider is `stripe`). */
export type StripeSettings = Extract<Config['payments'], { provider: 'stripe' }>;

/** What the Stripe provider's services need: the billing context, the SDK and its settings. */
export interface StripeBillingContext extends BillingContext {
  stripe: Stripe;
  settings: StripeSettings;
}
