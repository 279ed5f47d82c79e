import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { cancelSubscription } from './cancel-subscription';
import { changePlan } from './change-plan';
import { createSetupIntent } from './create-setup-intent';
import { createSubscription } from './create-subscription';
import { openBillingPortal } from './open-billing-portal';
import type { PaymentProvider } from './payment-provider';
import { reactivateSubscription } from './reactivate-subscription';
import { runDueBilling } from './run-due-billing';
import { setDefaultPaymentMethod } from './set-default-payment-method';

/**
 * The built-in processor: cards are checked and charged inside the app (4242... succeeds,
 * 4000...0002 is declined, 4000...0341 saves but declines charges), and the billing job renews.
 */
export function createLocalProvider(ctx: BillingContext): PaymentProvider {
  return {
    name: 'local',
    createSetupIntent: (userId) => createSetupIntent(ctx, userId),
    createSubscription: (userId, input) => createSubscription(ctx, userId, input),
    changePlan: (userId, input) => changePlan(ctx, userId, input),
    cancel: (userId, input) => cancelSubscription(ctx, userId, input),
    reactivate: (userId) => reactivateSubscription(ctx, userId),
    openBillingPortal: async () => openBillingPortal(ctx),
    setDefaultPaymentMethod: (userId, id) => setDefaultPaymentMethod(ctx, userId, id),
    // The built-in processor charges only from our own subscription and card rows, which the
    // account deletion erases: nothing is left at a processor to end.
    closeAccount: async () => undefined,
    handleWebhook: async () => {
      throw new AppError('BAD_REQUEST', 'Webhooks are only used with the Stripe provider.');
    },
    runDueBilling: () => runDueBilling(ctx),
  };
}
