import type Stripe from 'stripe';
import type { subscriptions } from '../../../db/schema';
import type { SubscriptionRow } from '../subscription-row';
import type { StripeSettings } from './stripe-context';
import { idOf } from './stripe-ids';
import { planForPrice } from './stripe-plans';

type RowChanges = Partial<typeof subscriptions.$inferInsert>;

/**
 * Our four statuses for Stripe's eight. A subscription whose first payment is not made
 * (incomplete) or that is paused gives no features, as unpaid does.
 */
export function statusFromStripe(status: Stripe.Subscription.Status): string {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'unpaid';
  }
}

/** Whether a Stripe subscription still bills or serves (not ended). */
export function isLive(subscription: Stripe.Subscription): boolean {
  return statusFromStripe(subscription.status) !== 'canceled';
}

const fromUnix = (seconds: number | undefined) =>
  seconds === undefined ? null : new Date(seconds * 1000);

/**
 * The fields of our row that follow a Stripe subscription as Stripe answered it: status, plan
 * (from the price), period, cancel_at_period_end and the ids. A downgrade the billing job sent
 * to Stripe ahead of its date shows Stripe's new price early; the row keeps the plan paid for
 * until that date. A plan changed outside ResumeRank (Stripe's dashboard) wins over a schedule.
 */
export function stripeSubscriptionChanges(
  settings: StripeSettings,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
  now: Date,
): RowChanges {
  const item = subscription.items.data[0];
  const status = statusFromStripe(subscription.status);
  const changes: RowChanges = {
    status,
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    cancelAtPeriodEnd: status !== 'canceled' && subscription.cancel_at_period_end,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
  };
  if (status === 'canceled') {
    // A downgrade to Free ends the subscription: the user is then on Free, as with the
    // built-in processor, rather than on a canceled paid plan.
    return row.scheduledPlanChange === 'FREE' ? freePlanChanges() : { ...changes, ...noSchedule };
  }
  const plan = item ? planForPrice(settings, item.price.id) : null;
  if (!plan || plan === row.planType) return changes;
  const scheduled = row.scheduledPlanChange;
  if (scheduled === plan && row.scheduledChangeDate && now < row.scheduledChangeDate) {
    return changes;
  }
  return { ...changes, planType: plan, ...noSchedule };
}

const noSchedule = { scheduledPlanChange: null, scheduledChangeDate: null };

/** A row moved to the Free plan once its Stripe subscription has ended for a downgrade. */
export function freePlanChanges(): RowChanges {
  return {
    planType: 'FREE',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    providerSubscriptionId: null,
    ...noSchedule,
  };
}
