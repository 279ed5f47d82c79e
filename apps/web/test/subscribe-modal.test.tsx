import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { planCatalog } from '@resumerank/contract/plan-catalog';
import { planChangeErrorMessage } from '../src/features/billing/hooks/plan-change-error';
import { ApiError } from '../src/lib/api-error';
import { useSubscribeModalStore } from '../src/stores/subscribe-modal-store';
import { billingApi, freeSubscription, resetBilling, subscription } from './billing-api';
import { startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

const localIntent = {
  status: 200,
  body: { client_secret: 'seti_local_secret', provider: 'local', publishable_key: null },
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
let current: Subscription;
beforeEach(async () => {
  resetBilling(true);
  current = freeSubscription;
  route = () => undefined;
  api = await startFakeApi(
    billingApi(
      (req) =>
        route(req) ?? (req.path === '/usage/usage-info' ? { status: 500, body: {} } : undefined),
      () => current,
    ),
  );
});
afterEach(async () => {
  await api.close();
});

/** The home page with the subscribe modal open for Standard, its card form ready. */
async function openForStandard() {
  renderAt('/');
  useSubscribeModalStore.getState().open(planCatalog.STANDARD);
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Standard' });
  await within(dialog).findByLabelText('Card number');
  return within(dialog);
}

async function enterCard(dialog: ReturnType<typeof within>, number: string) {
  const user = userEvent.setup();
  await user.type(dialog.getByLabelText('Card number'), number);
  await user.type(dialog.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(dialog.getByLabelText('CVC'), '123');
  await user.click(dialog.getByRole('button', { name: 'Pay $9.99 and subscribe' }));
  return user;
}

const calls = (path: string) => api.calls.filter((c) => c.path === path);

describe('the subscribe modal', () => {
  it('creates a setup intent when it opens and shows the local card form with the test card', async () => {
    route = (req) => (req.path === '/payments/setup-intent' ? localIntent : undefined);
    const dialog = await openForStandard();
    expect(calls('/payments/setup-intent')).toHaveLength(1);
    expect(calls('/payments/setup-intent')[0]!.method).toBe('POST');
    expect(dialog.getByLabelText('Expiry (MM / YY)')).toHaveAttribute('placeholder', 'MM / YY');
    expect(dialog.getByLabelText('CVC')).toBeInTheDocument();
    expect(dialog.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
  });

  it('saves the card, subscribes with the returned payment method, refreshes and closes', async () => {
    route = (req) => {
      if (req.path === '/payments/setup-intent') return localIntent;
      if (req.path === '/payments/local/confirm-setup')
        return { status: 200, body: { payment_method_id: 'pm_local_new' } };
      if (req.path === '/payments/create-subscription') {
        current = subscription({ plan_type: 'STANDARD' });
        return { status: 200, body: { subscription: current, client_secret: null } };
      }
      return undefined;
    };
    const dialog = await openForStandard();
    await enterCard(dialog, '4242424242424242');
    expect(
      await screen.findByText('You are now subscribed to the Standard plan.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls('/payments/local/confirm-setup')[0]!.body)).toEqual({
      client_secret: 'seti_local_secret',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(JSON.parse(calls('/payments/create-subscription')[0]!.body)).toEqual({
      plan_type: 'STANDARD',
      payment_method_id: 'pm_local_new',
    });
    // The pricing cards follow the refreshed subscription.
    const pricing = within(document.getElementById('pricing')!);
    const standard = within(pricing.getByRole('heading', { name: 'Standard' }).closest('li')!);
    expect(await standard.findByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(calls('/usage/usage-info').length).toBeGreaterThan(0);
  });

  it('shows a declined card inside the modal and toasts that the payment failed', async () => {
    route = (req) => {
      if (req.path === '/payments/setup-intent') return localIntent;
      if (req.path === '/payments/local/confirm-setup')
        return { status: 402, body: { detail: 'Your card was declined.' } };
      return undefined;
    };
    const dialog = await openForStandard();
    await enterCard(dialog, '4000000000000002');
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls('/payments/create-subscription')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Subscribe to Standard' })).toBeInTheDocument();
  });

  it('checks the card fields before sending anything', async () => {
    route = (req) => (req.path === '/payments/setup-intent' ? localIntent : undefined);
    const dialog = await openForStandard();
    const user = userEvent.setup();
    await user.type(dialog.getByLabelText('Card number'), '4242');
    await user.click(dialog.getByRole('button', { name: 'Pay $9.99 and subscribe' }));
    expect(await dialog.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(dialog.getByText('Your card’s expiration date is incomplete.')).toBeInTheDocument();
    expect(dialog.getByText('Your card’s security code is incomplete.')).toBeInTheDocument();
    expect(calls('/payments/local/confirm-setup')).toHaveLength(0);
    expect(screen.queryByText('Payment failed. Please try again.')).toBeNull();
  });

  it('toasts when the payment form cannot be initialized', async () => {
    route = (req) =>
      req.path === '/payments/setup-intent' ? { status: 500, body: { detail: 'boom' } } : undefined;
    renderAt('/');
    useSubscribeModalStore.getState().open(planCatalog.PLATINUM);
    expect(await screen.findByText('Failed to initialize payment form')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Platinum' });
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pay $19.99 and subscribe' })).toBeDisabled();
  });

  it('explains an existing subscription (a 409 from create-subscription)', async () => {
    route = (req) => {
      if (req.path === '/payments/setup-intent') return localIntent;
      if (req.path === '/payments/local/confirm-setup')
        return { status: 200, body: { payment_method_id: 'pm_local_new' } };
      if (req.path === '/payments/create-subscription')
        return {
          status: 409,
          body: {
            detail: 'active_subscription_exists: change plans from the subscription dashboard.',
          },
        };
      return undefined;
    };
    const dialog = await openForStandard();
    await enterCard(dialog, '4242424242424242');
    const message =
      'You already have an active subscription. Please use the subscription dashboard to change plans.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(dialog.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Payment failed. Please try again.')).toBeNull();
    // The used setup intent is replaced, so another try can confirm a card again.
    await waitFor(() => expect(calls('/payments/setup-intent')).toHaveLength(2));
  });

  it('does not load the local form when the provider is Stripe', async () => {
    route = (req) =>
      req.path === '/payments/setup-intent'
        ? {
            status: 200,
            body: { client_secret: 'seti_x_secret_y', provider: 'stripe', publishable_key: null },
          }
        : undefined;
    renderAt('/');
    useSubscribeModalStore.getState().open(planCatalog.STANDARD);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Standard' });
    expect(
      await within(dialog).findByText('Card payments are not configured. Please contact support.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
  });
});

describe('plan-change error words', () => {
  const refused = (detail: string) => new ApiError('HTTP_409', detail, 409, detail);

  it('map each word to the specification’s message, and anything else to null', () => {
    expect(planChangeErrorMessage(refused('same_day_change: one change a day'))).toBe(
      'You can only make one plan change per day. Please try again tomorrow.',
    );
    expect(planChangeErrorMessage(refused('active_subscription_exists'))).toBe(
      'You already have an active subscription. Please use the subscription dashboard to change plans.',
    );
    expect(planChangeErrorMessage(refused('Blocked: scheduled_change_exists until Dec 23'))).toBe(
      'You already have a scheduled plan change. Please wait for it to take effect or contact support.',
    );
    expect(planChangeErrorMessage(refused('Your card was declined.'))).toBeNull();
    expect(planChangeErrorMessage(new Error('network'))).toBeNull();
  });
});
