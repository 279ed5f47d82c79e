import type { PlanChange, SubscriptionStatus } from '@resumerank/contract/subscriptions';

/** How a subscription status reads. */
export const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  unpaid: 'Unpaid',
};

/** How a plan change's type reads in the history. */
export const changeTypeLabels: Record<PlanChange['change_type'], string> = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  cancel: 'Cancellation',
  reactivate: 'Reactivation',
  new: 'New subscription',
  renewal: 'Renewal',
};

/** A card brand as printed on cards ("visa" -> "Visa", "amex" -> "American Express"). */
export function brandLabel(brand: string): string {
  const known: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
  };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
