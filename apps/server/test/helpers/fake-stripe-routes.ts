import type { FakeStripeBilling } from './fake-stripe-billing';
import type { FakeStripeCustomers } from './fake-stripe-customers';
import { texts, type FormParams } from './fake-stripe-form';
import { newId, unix, type Invoice, type Subscription } from './fake-stripe-objects';

/** One endpoint of the fake: method, path (its first group is the object id) and handler. */
export type Route = [
  method: string,
  pattern: RegExp,
  handler: (id: string, p: FormParams) => unknown,
];

/**
 * The endpoints of Stripe's API that ResumeRank calls, answering with Stripe's object shapes;
 * `expand` turns the latest invoice id into the invoice (and its confirmation_secret).
 */
export function stripeRoutes(
  customers: FakeStripeCustomers,
  billing: FakeStripeBilling,
  now: () => Date,
): Route[] {
  const invoiceJson = (invoice: Invoice, expand: string[]) => ({
    ...invoice,
    ...(expand.includes('confirmation_secret')
      ? {
          confirmation_secret: {
            client_secret: billing.invoices.confirmationSecrets.get(invoice.id),
            type: 'payment_intent',
          },
        }
      : {}),
  });
  const subscriptionJson = (subscription: Subscription, expand: string[]) => {
    const nested = expand
      .filter((path) => path.startsWith('latest_invoice.'))
      .map((path) => path.slice('latest_invoice.'.length));
    const wanted = expand.includes('latest_invoice') || nested.length > 0;
    const latest = subscription.latest_invoice;
    return {
      ...subscription,
      latest_invoice: wanted && latest ? invoiceJson(billing.invoices.get(latest), nested) : latest,
    };
  };
  const withExpand =
    (get: (id: string, p: FormParams) => Subscription) => (id: string, p: FormParams) =>
      subscriptionJson(get(id, p), texts(p, 'expand'));
  const listOf = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

  return [
    ['POST', /^\/v1\/customers$/, (_, p) => customers.createCustomer(p)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => customers.customer(id)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (id, p) => customers.updateCustomer(id, p)],
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, (id) => customers.deleteCustomer(id)],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (id) => listOf(customers.cardsOf(id), `/v1/customers/${id}/payment_methods`),
    ],
    ['POST', /^\/v1\/setup_intents$/, (_, p) => customers.createSetupIntent(p)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (id) => customers.paymentMethod(id)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, (id, p) => customers.attach(id, p)],
    ['POST', /^\/v1\/subscriptions$/, withExpand((_, p) => billing.createSubscription(p))],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, withExpand((id) => billing.subscription(id))],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      withExpand((id, p) => billing.updateSubscription(id, p)),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      withExpand((id) => billing.cancelSubscription(id)),
    ],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      (id, p) => invoiceJson(billing.invoices.get(id), texts(p, 'expand')),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_, p) => {
        const customer = customers.customer(String(p.customer)).id;
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          created: unix(now()),
          customer,
          return_url: p.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        };
      },
    ],
  ];
}
