import type Stripe from 'stripe';
import { AppError } from '../../../errors/app-error';
import { callStripe } from './call-stripe';
import type { StripeBillingContext } from './stripe-context';
import { syncStripeCardsOf } from './sync-stripe-cards-of';
import { syncStripeInvoice, syncStripeSubscription } from './sync-stripe-subscription';

const invalidSignature = () => new AppError('BAD_REQUEST', 'Invalid webhook signature.');

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const invoiceEvents = new Set(['invoice.paid', 'invoice.payment_failed']);
const cardEvents = new Set([
  'payment_method.attached',
  'payment_method.detached',
  'payment_method.updated',
  'payment_method.automatically_updated',
  'customer.updated',
]);

/**
 * POST /payments/webhook with Stripe. The signature is checked on the raw bytes with
 * STRIPE_WEBHOOK_SECRET before anything is read. Of the event only the type and the object's
 * id are used: the state is read again from Stripe, so a forged-looking or stale payload
 * changes nothing, events may arrive in any order, and the same event twice gives the same
 * result (invoices are recorded once by their id).
 */
export async function handleStripeWebhook(
  ctx: StripeBillingContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean }> {
  if (!signature) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = ctx.stripe.webhooks.constructEvent(rawBody, signature, ctx.settings.webhookSecret);
  } catch {
    throw invalidSignature();
  }
  const id = (event.data.object as { id?: unknown }).id;
  if (typeof id !== 'string') return { received: true };
  if (subscriptionEvents.has(event.type)) {
    const subscription = await callStripe(() => ctx.stripe.subscriptions.retrieve(id));
    await syncStripeSubscription(ctx, subscription);
  } else if (invoiceEvents.has(event.type)) {
    const invoice = await callStripe(() => ctx.stripe.invoices.retrieve(id));
    await syncStripeInvoice(ctx, invoice);
  } else if (cardEvents.has(event.type)) {
    await syncStripeCardsOf(
      ctx,
      event.type === 'customer.updated' ? { customer: id } : { card: id },
    );
  }
  return { received: true };
}
