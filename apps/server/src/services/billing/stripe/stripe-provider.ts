import type { BillingContext } from '../billing-context';
import type { PaymentProvider } from '../payment-provider';
import { createStripeDowngradeJob } from './apply-due-downgrades';
import { cancelStripeSubscription } from './cancel-stripe-subscription';
import { closeStripeAccount } from './close-stripe-account';
import { changeStripePlan } from './change-stripe-plan';
import { createStripeClient } from './stripe-client';
import type { StripeBillingContext } from './stripe-context';
import { createStripeSetupIntent } from './create-stripe-setup-intent';
import { createStripeSubscription } from './create-stripe-subscription';
import { handleStripeWebhook } from './handle-stripe-webhook';
import { openStripeBillingPortal } from './open-stripe-billing-portal';
import { reactivateStripeSubscription } from './reactivate-stripe-subscription';
import { setStripeDefaultCard } from './set-stripe-default-card';

/**
 * Card payments through Stripe with the official SDK: customers, SetupIntents, subscriptions
 * with proration, the customer portal and signed webhooks. Our tables, which the read-only
 * endpoints show, follow Stripe's answers and events; every write to Stripe carries an
 * idempotency key.
 */
export function createStripeProvider(base: BillingContext): PaymentProvider {
  const settings = base.config.payments;
  if (settings.provider !== 'stripe') throw new Error('Stripe settings are missing.');
  const ctx: StripeBillingContext = { ...base, settings, stripe: createStripeClient(settings) };
  return {
    name: 'stripe',
    createSetupIntent: (userId) => createStripeSetupIntent(ctx, userId),
    createSubscription: (userId, input) => createStripeSubscription(ctx, userId, input),
    changePlan: (userId, input) => changeStripePlan(ctx, userId, input),
    cancel: (userId, input) => cancelStripeSubscription(ctx, userId, input),
    reactivate: (userId) => reactivateStripeSubscription(ctx, userId),
    openBillingPortal: (userId) => openStripeBillingPortal(ctx, userId),
    setDefaultPaymentMethod: (userId, id) => setStripeDefaultCard(ctx, userId, id),
    closeAccount: (userId) => closeStripeAccount(ctx, userId),
    handleWebhook: (rawBody, signature) => handleStripeWebhook(ctx, rawBody, signature),
    runDueBilling: createStripeDowngradeJob(ctx),
  };
}
