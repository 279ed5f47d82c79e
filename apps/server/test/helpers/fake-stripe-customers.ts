import { randomBytes } from 'node:crypto';
import { map, text, texts, type FormParams } from './fake-stripe-form';
import {
  newId,
  noSuch,
  StripeApiError,
  testCards,
  unix,
  type Customer,
  type PaymentMethod,
  type SetupIntent,
  type TestCard,
} from './fake-stripe-objects';

const metadataOf = (params: FormParams) => map(params, 'metadata') as Record<string, string>;

/** The fake's customers, cards and SetupIntents, changed as Stripe's API changes them. */
export class FakeStripeCustomers {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly setupIntents = new Map<string, SetupIntent>();
  /** Cards whose charges are declined (Stripe's 4000 0000 0000 0341). */
  readonly decliningCards = new Set<string>();

  constructor(private readonly now: () => Date) {}

  customer(id: string): Customer {
    const found = this.customers.get(id);
    if (!found) throw noSuch('customer', id);
    return found;
  }

  /** Stripe's customer deletion: the customer and its cards are gone. */
  deleteCustomer(id: string) {
    this.customer(id);
    this.customers.delete(id);
    return { id, object: 'customer', deleted: true };
  }

  paymentMethod(id: string): PaymentMethod {
    const found = this.paymentMethods.get(id);
    if (!found) throw noSuch('PaymentMethod', id);
    return found;
  }

  createCustomer(params: FormParams): Customer {
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      created: unix(this.now()),
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      metadata: metadataOf(params),
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  updateCustomer(id: string, params: FormParams): Customer {
    const customer = this.customer(id);
    const card = text(map(params, 'invoice_settings'), 'default_payment_method');
    if (card !== undefined) {
      if (this.paymentMethods.get(card)?.customer !== id) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `The customer does not have a payment method with the ID ${card}.`,
        });
      }
      customer.invoice_settings.default_payment_method = card;
    }
    return customer;
  }

  createSetupIntent(params: FormParams): SetupIntent {
    const customer = text(params, 'customer') ?? null;
    if (customer) this.customer(customer);
    const id = newId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      created: unix(this.now()),
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      usage: text(params, 'usage') ?? 'off_session',
      status: 'requires_payment_method',
      payment_method: null,
      allowed_payment_method_types: texts(params, 'allowed_payment_method_types'),
      metadata: metadataOf(params),
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  /** What Stripe.js' confirmCardSetup does in the browser: a new card, on the intent's customer. */
  confirmSetup(clientSecret: string, card: TestCard): string {
    const intent = [...this.setupIntents.values()].find((i) => i.client_secret === clientSecret);
    if (!intent || intent.status === 'succeeded') throw new Error('no such setup to confirm');
    const { declines, ...details } = testCards[card];
    const method: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: unix(this.now()),
      customer: intent.customer,
      card: details,
      metadata: {},
    };
    this.paymentMethods.set(method.id, method);
    if (declines) this.decliningCards.add(method.id);
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    return method.id;
  }

  attach(id: string, params: FormParams): PaymentMethod {
    const method = this.paymentMethod(id);
    const customer = text(params, 'customer') ?? '';
    this.customer(customer);
    if (method.customer && method.customer !== customer) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'This PaymentMethod is already attached to another customer.',
      });
    }
    method.customer = customer;
    return method;
  }

  cardsOf(customerId: string): PaymentMethod[] {
    this.customer(customerId);
    return [...this.paymentMethods.values()].filter((m) => m.customer === customerId);
  }
}
