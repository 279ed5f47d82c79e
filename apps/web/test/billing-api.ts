import toast from 'react-hot-toast';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { useAuthStore } from '../src/stores/auth-store';
import { useSubscribeModalStore } from '../src/stores/subscribe-modal-store';
import { ada, type Recorded, type Route } from './fake-api';

/** A subscription as GET /subscriptions/current answers it. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan_type: 'STANDARD',
    status: 'active',
    current_period_start: '2026-11-23T10:00:00Z',
    current_period_end: '2026-12-23T10:00:00Z',
    cancel_at_period_end: false,
    scheduled_plan_change: null,
    scheduled_change_date: null,
    stripe_subscription_id: 'sub_local_1',
    stripe_customer_id: 'cus_local_1',
    ...overrides,
  };
}

export const freeSubscription = subscription({
  plan_type: 'FREE',
  current_period_start: null,
  current_period_end: null,
  stripe_subscription_id: null,
  stripe_customer_id: null,
});

export const visa = {
  id: 'pm_local_visa',
  card: { last4: '4242', brand: 'visa', exp_month: 4, exp_year: 2031 },
  is_default: true,
};
export const mastercard = {
  id: 'pm_local_mc',
  card: { last4: '4444', brand: 'mastercard', exp_month: 11, exp_year: 2029 },
  is_default: false,
};

/** n transactions, newest first, of 9.99 each, numbered from `from`. */
export function transactions(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({
    id: `txn_${from + i}`,
    created_at: `2026-11-${String(20 - i).padStart(2, '0')}T12:00:00Z`,
    amount_cents: 999,
    currency: 'usd',
    status: 'succeeded' as const,
    plan_type: 'STANDARD' as const,
    description: `Standard plan, month ${from + i}`,
  }));
}

/** n plan changes, newest first. */
export function planChanges(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `chg_${i + 1}`,
    from_plan: 'FREE' as const,
    to_plan: 'STANDARD' as const,
    created_at: `2026-10-${String(20 - i).padStart(2, '0')}T09:00:00Z`,
    change_type: 'upgrade' as const,
    is_immediate: true,
    prorated_amount_cents: i === 0 ? 512 : null,
  }));
}

/** The query string of a recorded call as an object. */
export function queryOf(call: Recorded): Record<string, string> {
  return Object.fromEntries(new URL(call.path, 'http://x').searchParams);
}

/**
 * Answers the billing calls the page makes on its own (the subscription, cards, history,
 * transactions) and keeps the rest of the page quiet; `route` answers first.
 */
export function billingApi(route: Route, current: () => Subscription): Route {
  return (req) => {
    const own = route(req);
    if (own) return own;
    const path = req.path.split('?')[0];
    if (path === '/subscriptions/current')
      return { status: 200, body: { subscription: current() } };
    if (path === '/payments/payment-methods')
      return { status: 200, body: { payment_methods: [visa] } };
    if (path === '/subscriptions/history') return { status: 200, body: { changes: [] } };
    if (path === '/payments/transactions')
      return { status: 200, body: { transactions: [], total: 0 } };
    if (path === '/resumes') return { status: 200, body: { resumes: [] } };
    return undefined;
  };
}

/** A clean slate: no toasts left by another test, modals closed, Ada signed in or not. */
export function resetBilling(signedIn: boolean): void {
  toast.remove();
  useAuthModalStore.setState({ isOpen: false, mode: 'signup' });
  useSubscribeModalStore.setState({ plan: null });
  useAuthStore.setState(
    signedIn
      ? { user: ada, token: 'tok', isAuthenticated: true, isLoading: false }
      : { user: null, token: null, isAuthenticated: false, isLoading: false },
  );
}
