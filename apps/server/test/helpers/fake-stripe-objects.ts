import { randomBytes } from 'node:crypto';

/** An answer of Stripe's API that is an error: the HTTP status and Stripe's `error` body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string },
  ) {
    super(body.message);
  }
}

/** Stripe's 404 for an id it does not know. */
export function noSuch(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
}

/** The cards the fake's stand-in for Stripe.js can confirm, as Stripe's test cards behave. */
export const testCards = {
  visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, declines: false },
  mastercard: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031, declines: false },
  /** Stripe's 4000 0000 0000 0341: attaches to a customer, then every charge is declined. */
  chargeDeclined: { brand: 'visa', last4: '0341', exp_month: 11, exp_year: 2030, declines: true },
} as const;
export type TestCard = keyof typeof testCards;

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  metadata: Record<string, string>;
}

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  client_secret: string;
  customer: string | null;
  usage: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  allowed_payment_method_types: string[];
  metadata: Record<string, string>;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  currency: 'usd';
  billing_reason: string;
  attempt_count: number;
  attempted: boolean;
  period_start: number;
  period_end: number;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  status_transitions: { finalized_at: number | null; paid_at: number | null };
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  price: { id: string; object: 'price'; unit_amount: number; currency: 'usd' };
}

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  currency: 'usd';
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
}

let counter = 0;
/** A new id in Stripe's style (prefix, underscore, random-looking tail). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}_Fk${counter}${randomBytes(5).toString('hex')}`;
}

/** Unix seconds, as Stripe's timestamps are. */
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The same moment a calendar month later, in Unix seconds (Stripe's monthly period). */
export function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return unix(date);
}
