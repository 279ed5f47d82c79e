import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { planType } from './plans';
import { subscription } from './subscriptions';
import { timestamp } from './common';

const TAG = 'Payments';

export const paymentProvider = z.enum(['local', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProvider>;

export const setupIntentAnswer = z.object({
  client_secret: z.string(),
  provider: paymentProvider,
  publishable_key: z.string().nullable(),
});

export const createSubscriptionRequest = z.object({
  plan_type: planType,
  payment_method_id: z.string().min(1).max(200),
});
export const createSubscriptionAnswer = z.object({
  subscription,
  client_secret: z.string().nullable(),
});

export const paymentMethod = z.object({
  id: z.string(),
  card: z.object({
    last4: z.string(),
    brand: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const transaction = z.object({
  id: z.string(),
  created_at: timestamp,
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed', 'pending', 'refunded']),
  plan_type: planType,
  description: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionsQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const transactionsAnswer = z.object({
  transactions: z.array(transaction),
  total: z.number().int(),
});

/** The `local` provider's stand-in for Stripe.js confirmCardSetup. */
export const confirmSetupRequest = z.object({
  client_secret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
    exp_month: z.coerce
      .number()
      .int()
      .min(1, 'Your card’s expiration month is invalid.')
      .max(12, 'Your card’s expiration month is invalid.'),
    exp_year: z.coerce
      .number()
      .int()
      .min(2000, 'Your card’s expiration year is invalid.')
      .max(2100, 'Your card’s expiration year is invalid.'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
  }),
});
export const confirmSetupAnswer = z.object({ payment_method_id: z.string() });

export const setupIntentEndpoint = defineEndpoint({
  id: 'payments.setupIntent',
  method: 'POST',
  path: '/payments/setup-intent',
  summary: 'Start saving a card',
  tag: TAG,
  auth: true,
  responses: { 200: setupIntentAnswer },
  errors: [401],
});

export const createSubscriptionEndpoint = defineEndpoint({
  id: 'payments.createSubscription',
  method: 'POST',
  path: '/payments/create-subscription',
  summary: 'Subscribe to a paid plan with a saved card (idempotent)',
  tag: TAG,
  auth: true,
  body: createSubscriptionRequest,
  bodyEncoding: 'json',
  responses: { 200: createSubscriptionAnswer },
  errors: [400, 401, 402, 409, 422],
});

export const paymentMethodsEndpoint = defineEndpoint({
  id: 'payments.methods',
  method: 'GET',
  path: '/payments/payment-methods',
  summary: 'Saved cards',
  tag: TAG,
  auth: true,
  responses: { 200: z.object({ payment_methods: z.array(paymentMethod) }) },
  errors: [401],
});

export const billingPortalEndpoint = defineEndpoint({
  id: 'payments.billingPortal',
  method: 'POST',
  path: '/payments/billing-portal',
  summary: 'A link to the billing portal',
  tag: TAG,
  auth: true,
  responses: { 200: z.object({ url: z.string() }) },
  errors: [401],
});

export const transactionsEndpoint = defineEndpoint({
  id: 'payments.transactions',
  method: 'GET',
  path: '/payments/transactions',
  summary: 'Charges, newest first',
  tag: TAG,
  auth: true,
  query: transactionsQuery,
  responses: { 200: transactionsAnswer },
  errors: [401, 422],
});

export const webhookEndpoint = defineEndpoint({
  id: 'payments.webhook',
  method: 'POST',
  path: '/payments/webhook',
  summary: "The payment provider's events (signature checked on the raw body)",
  tag: TAG,
  auth: false,
  responses: { 200: z.object({ received: z.boolean() }) },
  errors: [400],
});

export const confirmSetupEndpoint = defineEndpoint({
  id: 'payments.localConfirmSetup',
  method: 'POST',
  path: '/payments/local/confirm-setup',
  summary: 'Confirm a card with the built-in test processor (local provider only)',
  tag: TAG,
  auth: true,
  body: confirmSetupRequest,
  bodyEncoding: 'json',
  responses: { 200: confirmSetupAnswer },
  errors: [401, 402, 404, 422],
});

/** Makes a saved card the one renewals charge (used by the billing page). */
export const setDefaultPaymentMethodEndpoint = defineEndpoint({
  id: 'payments.setDefaultMethod',
  method: 'POST',
  path: '/payments/payment-methods/:payment_method_id/default',
  summary: 'Make a saved card the default for renewals',
  tag: TAG,
  auth: true,
  params: z.object({ payment_method_id: z.string().min(1).max(200) }),
  responses: { 200: z.object({ payment_methods: z.array(paymentMethod) }) },
  errors: [401, 404],
});

/** Every endpoint of this feature. */
export const paymentEndpoints = [
  setupIntentEndpoint,
  createSubscriptionEndpoint,
  paymentMethodsEndpoint,
  billingPortalEndpoint,
  transactionsEndpoint,
  webhookEndpoint,
  confirmSetupEndpoint,
  setDefaultPaymentMethodEndpoint,
];
