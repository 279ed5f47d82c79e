import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { useSubscribeModalStore } from '../src/stores/subscribe-modal-store';
import { billingApi, freeSubscription, resetBilling, subscription } from './billing-api';
import { startFakeApi } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let current: Subscription;
beforeEach(async () => {
  current = freeSubscription;
  api = await startFakeApi(
    billingApi(
      (req) =>
        req.path === '/payments/setup-intent'
          ? {
              status: 200,
              body: { client_secret: 'seti_1_secret', provider: 'local', publishable_key: null },
            }
          : undefined,
      () => current,
    ),
  );
});
afterEach(async () => {
  await api.close();
});

function card(planName: string) {
  const pricing = within(document.getElementById('pricing')!);
  return within(pricing.getByRole('heading', { name: planName }).closest('li')!);
}

describe('the plan buttons', () => {
  it('ask a visitor to sign in before subscribing, in login mode', async () => {
    resetBilling(false);
    renderAt('/');
    await userEvent.click(card('Standard').getByRole('button', { name: 'Choose Standard' }));
    expect(await screen.findByText('Please sign in to subscribe to a plan')).toBeInTheDocument();
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, mode: 'login' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(useSubscribeModalStore.getState().plan).toBeNull();
    expect(api.calls.some((c) => c.path === '/subscriptions/current')).toBe(false);
  });

  it('mark the signed-in user’s current plan', async () => {
    resetBilling(true);
    current = subscription({ plan_type: 'PLATINUM' });
    renderAt('/');
    const platinum = card('Platinum');
    expect(await platinum.findByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(platinum.getByRole('button', { name: 'Current plan' }).closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(card('Standard').getByRole('button', { name: 'Choose Standard' })).toBeEnabled();
    expect(card('Free').queryByRole('button', { name: 'Current plan' })).toBeNull();
  });

  it('open the subscribe modal when a Free user chooses a paid plan', async () => {
    resetBilling(true);
    renderAt('/');
    await card('Free').findByRole('button', { name: 'Current plan' });
    await userEvent.click(card('Platinum').getByRole('button', { name: 'Choose Platinum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Platinum' });
    expect(dialog).toHaveTextContent('$19.99 a month');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/payments/setup-intent')).toHaveLength(1),
    );
  });

  it('send a paid user to the subscription panel to change plans', async () => {
    resetBilling(true);
    current = subscription({ plan_type: 'STANDARD' });
    renderAt('/');
    await screen.findByRole('heading', { name: 'Your Subscription' });
    await card('Standard').findByRole('button', { name: 'Current plan' });
    const scroll = vi.fn();
    document.getElementById('subscription')!.scrollIntoView = scroll;
    await userEvent.click(card('Platinum').getByRole('button', { name: 'Choose Platinum' }));
    expect(scroll).toHaveBeenCalled();
    expect(useSubscribeModalStore.getState().plan).toBeNull();
    expect(api.calls.some((c) => c.path === '/payments/setup-intent')).toBe(false);
  });
});
