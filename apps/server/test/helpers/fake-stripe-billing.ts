import type { FakeStripeCustomers } from './fake-stripe-customers';
import { FakeStripeInvoices, declined } from './fake-stripe-invoices';
import { list, map, text, type FormParams } from './fake-stripe-form';
import {
  monthAfter,
  newId,
  noSuch,
  StripeApiError,
  unix,
  type Invoice,
  type Subscription,
} from './fake-stripe-objects';

/**
 * The fake's subscriptions: monthly prices, invoices paid at once with the
 * customer's default card, proration for price changes, and the renewals a test asks for.
 */
export class FakeStripeBilling {
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices: FakeStripeInvoices;
  /** Prorations waiting for the next invoice (create_prorations), in cents. */
  readonly pendingProrations = new Map<string, number>();

  constructor(
    customers: FakeStripeCustomers,
    private readonly prices: Record<string, number>,
    private readonly now: () => Date,
  ) {
    this.invoices = new FakeStripeInvoices(customers, now);
  }

  subscription(id: string): Subscription {
    const found = this.subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  }

  private price(id: string) {
    const amount = this.prices[id];
    if (amount === undefined) throw noSuch('price', id);
    return { id, object: 'price' as const, unit_amount: amount, currency: 'usd' as const };
  }

  createSubscription(params: FormParams): Subscription {
    const customer = this.invoices.customers.customer(text(params, 'customer') ?? '');
    const price = this.price(text(list(params, 'items')[0] ?? {}, 'price') ?? '');
    if (!customer.invoice_settings.default_payment_method) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'This customer has no attached payment source or default payment method.',
      });
    }
    const start = unix(this.now());
    const id = newId('sub');
    const subscription: Subscription = {
      id,
      object: 'subscription',
      created: start,
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      currency: 'usd',
      default_payment_method: null,
      latest_invoice: null,
      metadata: map(params, 'metadata') as Record<string, string>,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: start,
            quantity: 1,
            subscription: id,
            current_period_start: start,
            current_period_end: monthAfter(start),
            price,
          },
        ],
      },
    };
    const invoice = this.invoices.create(subscription, price.unit_amount, 'subscription_create');
    const behavior = text(params, 'payment_behavior') ?? 'allow_incomplete';
    if (behavior !== 'default_incomplete' && !this.invoices.pay(invoice)) {
      if (behavior === 'error_if_incomplete') {
        this.invoices.forget(invoice, subscription, null);
        throw declined();
      }
    }
    if (invoice.status === 'paid') subscription.status = 'active';
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  updateSubscription(id: string, params: FormParams): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const cancel = text(params, 'cancel_at_period_end');
    if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
    const change = list(params, 'items')[0];
    if (change) this.changePrice(subscription, change, params);
    return subscription;
  }

  private changePrice(subscription: Subscription, change: FormParams, params: FormParams) {
    const item = subscription.items.data.find((i) => i.id === text(change, 'id'));
    if (!item) throw noSuch('subscription item', text(change, 'id') ?? '');
    const price = this.price(text(change, 'price') ?? '');
    const proration = text(params, 'proration_behavior') ?? 'create_prorations';
    const now = unix(this.now());
    const { current_period_start: start, current_period_end: end } = item;
    const previous = { price: item.price, start, end, invoice: subscription.latest_invoice };
    let amount = 0;
    if (text(map(params, 'billing_cycle_anchor'), 'type') === 'now') {
      item.current_period_start = now;
      item.current_period_end = monthAfter(now);
      amount = price.unit_amount;
    } else if (proration !== 'none') {
      const left = Math.max(end - now, 0) / (end - start);
      const difference = Math.round((price.unit_amount - item.price.unit_amount) * left);
      if (proration === 'always_invoice') amount = difference;
      else {
        const pending = this.pendingProrations.get(subscription.id) ?? 0;
        this.pendingProrations.set(subscription.id, pending + difference);
      }
    }
    item.price = price;
    if (amount <= 0) return;
    const invoice = this.invoices.create(subscription, amount, 'subscription_update');
    if (this.invoices.pay(invoice)) return;
    if (text(params, 'payment_behavior') === 'error_if_incomplete') {
      this.invoices.forget(invoice, subscription, previous.invoice);
      Object.assign(item, {
        price: previous.price,
        current_period_start: previous.start,
        current_period_end: previous.end,
      });
      throw declined();
    }
    subscription.status = 'past_due';
  }

  cancelSubscription(id: string): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') return subscription;
    subscription.status = 'canceled';
    subscription.cancel_at_period_end = false;
    subscription.canceled_at = unix(this.now());
    subscription.ended_at = unix(this.now());
    return subscription;
  }

  /**
   * What Stripe does at a period end: ends a subscription set to cancel, or invoices the next
   * period at the current price (with pending prorations) and charges the default card; a
   * decline leaves the invoice open and the subscription past_due.
   */
  renew(id: string): { subscription: Subscription; invoice: Invoice | null } {
    const subscription = this.subscription(id);
    if (subscription.cancel_at_period_end) {
      return { subscription: this.cancelSubscription(id), invoice: null };
    }
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = monthAfter(item.current_period_start);
    const pending = this.pendingProrations.get(id) ?? 0;
    this.pendingProrations.delete(id);
    const amount = Math.max(item.price.unit_amount + pending, 0);
    const invoice = this.invoices.create(subscription, amount, 'subscription_cycle');
    subscription.status = this.invoices.pay(invoice) ? 'active' : 'past_due';
    return { subscription, invoice };
  }
}
