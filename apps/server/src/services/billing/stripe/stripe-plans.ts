import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { StripeSettings } from './stripe-context';

/** The Stripe price id of a paid plan (STRIPE_PRICE_STANDARD, STRIPE_PRICE_PLATINUM). */
export function priceFor(settings: StripeSettings, plan: PlanType): string {
  if (plan === 'FREE') throw new Error('The Free plan has no Stripe price.');
  return settings.prices[plan];
}

/** The plan a Stripe price id stands for, or null for a price ResumeRank does not sell. */
export function planForPrice(settings: StripeSettings, priceId: string): PlanType | null {
  if (priceId === settings.prices.STANDARD) return 'STANDARD';
  if (priceId === settings.prices.PLATINUM) return 'PLATINUM';
  return null;
}
