import type { z } from 'zod';
import type {
  cancelSubscriptionRequest,
  subscriptionMessageAnswer,
  updateSubscriptionAnswer,
  updateSubscriptionRequest,
} from '@resumerank/contract/subscriptions';
import type {
  createSubscriptionAnswer,
  createSubscriptionRequest,
  paymentMethod,
  PaymentProvider as ProviderName,
  setupIntentAnswer,
} from '@resumerank/contract/payments';

/**
 * What a card payment provider does for ResumeRank. Two implementations, chosen by settings:
 * `local` (the built-in processor, the default) and `stripe`. Routes call these; the read-only
 * calls (plans, current, history, payment methods, transactions) read our own tables, which
 * each provider keeps up to date.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createSetupIntent(userId: string): Promise<z.output<typeof setupIntentAnswer>>;
  createSubscription(
    userId: string,
    input: z.output<typeof createSubscriptionRequest>,
  ): Promise<z.output<typeof createSubscriptionAnswer>>;
  changePlan(
    userId: string,
    input: z.output<typeof updateSubscriptionRequest>,
  ): Promise<z.output<typeof updateSubscriptionAnswer>>;
  cancel(
    userId: string,
    input: z.output<typeof cancelSubscriptionRequest>,
  ): Promise<z.output<typeof subscriptionMessageAnswer>>;
  reactivate(userId: string): Promise<z.output<typeof subscriptionMessageAnswer>>;
  openBillingPortal(userId: string): Promise<{ url: string }>;
  setDefaultPaymentMethod(
    userId: string,
    paymentMethodId: string,
  ): Promise<{ payment_methods: Array<z.output<typeof paymentMethod>> }>;
  /**
   * Before an account is deleted: ends any paid plan at the provider now, with no further
   * charge and no refund, and forgets the customer there. Our own rows are erased afterwards
   * by the caller.
   */
  closeAccount(userId: string): Promise<void>;
  /** A provider event: the signature is checked on the raw bytes before anything is read. */
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean }>;
  /** The billing job's tick: due renewals and scheduled changes (Stripe renews on its own). */
  runDueBilling(): Promise<Record<string, number>>;
}
