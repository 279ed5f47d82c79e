import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { AppError } from '../../../errors/app-error';
import type { SubscriptionRow } from '../subscription-row';

// The built-in processor writes ids such as cus_local_… and sub_local_…; they mean nothing to
// Stripe (an installation may switch providers), so they count as absent.
const isStripeId = (id: string | null, prefix: string): id is string =>
  id !== null && id.startsWith(prefix) && !id.startsWith(`${prefix}local_`);

/** The user's Stripe customer id, or null when none was made yet. */
export function stripeCustomerId(row: SubscriptionRow): string | null {
  return isStripeId(row.providerCustomerId, 'cus_') ? row.providerCustomerId : null;
}

/** The Stripe subscription id of the row, or null. */
export function stripeSubscriptionId(row: SubscriptionRow): string | null {
  return isStripeId(row.providerSubscriptionId, 'sub_') ? row.providerSubscriptionId : null;
}

/** The Stripe subscription behind a paid plan; a plan bought with the built-in processor has none. */
export function requireStripeSubscription(row: SubscriptionRow): string {
  const id = stripeSubscriptionId(row);
  if (!id) {
    throw new AppError(
      'CONFLICT',
      'This plan was bought before card payments moved to Stripe. Cancel it and subscribe again.',
    );
  }
  return id;
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * An idempotency key for a write whose repeat must not happen twice (a create: the same key
 * for a double click). Stripe keeps keys for 24 hours and compares the parameters.
 */
export function onceKey(...parts: string[]): string {
  return ['resumerank', ...parts].join(':');
}

/**
 * An idempotency key for a write that sets a state (a toggle, a default card): fresh for each
 * request, so only the SDK's own retries of this request share it. A fixed key would make a
 * later request that sets the state back be answered from Stripe's cache and not applied.
 */
export function requestKey(purpose: string): string {
  return onceKey(purpose, randomUUID());
}

/** The expanded latest invoice of a subscription, when Stripe sent the object. */
export function latestInvoice(subscription: Stripe.Subscription): Stripe.Invoice | null {
  const invoice = subscription.latest_invoice;
  return invoice && typeof invoice !== 'string' ? invoice : null;
}
