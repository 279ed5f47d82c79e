import { randomBytes } from 'node:crypto';
import type { FakeStripeCustomers } from './fake-stripe-customers';
import {
  newId,
  noSuch,
  StripeApiError,
  unix,
  type Invoice,
  type Subscription,
} from './fake-stripe-objects';

/** Stripe's 402 for a declined card. */
export const declined = () =>
  new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

/** The fake's invoices of subscriptions, paid with the customer's default card. */
export class FakeStripeInvoices {
  readonly all = new Map<string, Invoice>();
  /** Client secrets of the invoices' payments (Stripe's confirmation_secret). */
  readonly confirmationSecrets = new Map<string, string>();

  constructor(
    readonly customers: FakeStripeCustomers,
    private readonly now: () => Date,
  ) {}

  get(id: string): Invoice {
    const found = this.all.get(id);
    if (!found) throw noSuch('invoice', id);
    return found;
  }

  /** A finalized invoice of a subscription for its current period; its latest invoice. */
  create(subscription: Subscription, amount: number, reason: string): Invoice {
    const item = subscription.items.data[0]!;
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      created: unix(this.now()),
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      total: amount,
      currency: 'usd',
      billing_reason: reason,
      attempt_count: 0,
      attempted: false,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      status_transitions: { finalized_at: unix(this.now()), paid_at: null },
    };
    this.all.set(invoice.id, invoice);
    this.confirmationSecrets.set(invoice.id, `pi_${randomBytes(6).toString('hex')}_secret_x`);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** Charges the customer's default card for an invoice; false when it is declined. */
  pay(invoice: Invoice): boolean {
    const card = this.customers.customer(invoice.customer).invoice_settings.default_payment_method;
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (!card || this.customers.decliningCards.has(card)) return false;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = unix(this.now());
    return true;
  }

  /** Removes an invoice whose request failed as a whole (error_if_incomplete). */
  forget(invoice: Invoice, subscription: Subscription, previous: string | null): void {
    this.all.delete(invoice.id);
    subscription.latest_invoice = previous;
  }
}
