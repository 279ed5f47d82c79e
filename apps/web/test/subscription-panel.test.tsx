import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@resumerank/contract/subscriptions';
import {
  billingApi,
  freeSubscription,
  planChanges,
  queryOf,
  resetBilling,
  subscription,
  transactions,
} from './billing-api';
import { startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
let current: Subscription;
beforeEach(async () => {
  resetBilling(true);
  current = subscription();
  route = () => undefined;
  api = await startFakeApi(
    billingApi(
      (req) => route(req),
      () => current,
    ),
  );
});
afterEach(async () => {
  await api.close();
  vi.restoreAllMocks();
});

/** The panel, once the subscription is on screen. */
async function panel() {
  renderAt('/');
  await screen.findByRole('heading', { name: 'Your Subscription' });
  const section = within(document.getElementById('subscription')!);
  await section.findByText('Current plan');
  return section;
}

const calls = (path: string) => api.calls.filter((c) => c.path.split('?')[0] === path);

describe('the current plan', () => {
  it('renews an active paid plan, with a cancel button and no reactivate', async () => {
    const section = await panel();
    expect(section.getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    expect(section.getByText('Active')).toBeInTheDocument();
    expect(section.getByText('Renews on Dec 23, 2026')).toBeInTheDocument();
    expect(section.queryByText(/Expires on/)).toBeNull();
    expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Reactivate subscription' })).toBeNull();
  });

  it('expires a plan canceled at the period end, with reactivate and no cancel', async () => {
    current = subscription({
      cancel_at_period_end: true,
      scheduled_plan_change: 'FREE',
      scheduled_change_date: '2026-12-23T10:00:00Z',
    });
    const section = await panel();
    expect(section.getByText('Expires on Dec 23, 2026')).toBeInTheDocument();
    expect(section.queryByText(/Renews on/)).toBeNull();
    expect(section.getByText('Changes to Free on Dec 23, 2026')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Reactivate subscription' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows a canceled subscription as expiring, and Free with no date', async () => {
    current = subscription({ status: 'canceled' });
    const canceled = await panel();
    expect(canceled.getByText('Canceled')).toBeInTheDocument();
    expect(canceled.getByText('Expires on Dec 23, 2026')).toBeInTheDocument();
    expect(canceled.getByRole('button', { name: 'Reactivate subscription' })).toBeInTheDocument();
    document.body.innerHTML = '';
    current = freeSubscription;
    const free = await panel();
    expect(free.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(free.queryByText(/Renews on|Expires on/)).toBeNull();
    expect(free.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('cancels at the period end after confirmation, and toasts a failure', async () => {
    route = (req) =>
      req.path === '/subscriptions/cancel' ? { status: 500, body: { detail: 'boom' } } : undefined;
    const section = await panel();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    expect(dialog.getByText(/You keep Standard until Dec 23, 2026/)).toBeInTheDocument();
    expect(calls('/subscriptions/cancel')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeInTheDocument();
    expect(JSON.parse(calls('/subscriptions/cancel')[0]!.body)).toEqual({ at_period_end: true });
  });

  it('cancels and shows the answer', async () => {
    route = (req) => {
      if (req.path !== '/subscriptions/cancel') return undefined;
      current = subscription({ cancel_at_period_end: true });
      return {
        status: 200,
        body: { message: 'Your plan ends on Dec 23, 2026.', subscription: current },
      };
    };
    const section = await panel();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Your plan ends on Dec 23, 2026.')).toBeInTheDocument();
    expect(await section.findByText('Expires on Dec 23, 2026')).toBeInTheDocument();
  });

  it('toasts a failed reactivation', async () => {
    current = subscription({ cancel_at_period_end: true });
    route = (req) =>
      req.path === '/subscriptions/reactivate'
        ? { status: 409, body: { detail: 'Nothing to reactivate.' } }
        : undefined;
    const section = await panel();
    await userEvent.click(section.getByRole('button', { name: 'Reactivate subscription' }));
    expect(await screen.findByText('Failed to reactivate subscription')).toBeInTheDocument();
    expect(calls('/subscriptions/reactivate')[0]!.method).toBe('POST');
  });
});

describe('plan changes', () => {
  it('upgrades now with proration after confirmation, toasting the answer', async () => {
    route = (req) =>
      req.path === '/subscriptions/update'
        ? {
            status: 200,
            body: {
              message: 'You are now on Platinum.',
              subscription: subscription({ plan_type: 'PLATINUM' }),
              scheduled_change_date: null,
              prorated_amount_cents: 500,
            },
          }
        : undefined;
    const section = await panel();
    expect(section.getByText(/Platinum starts now\. You are charged today/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Upgrade to Platinum' }));
    await user.click(await screen.findByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByText('You are now on Platinum.')).toBeInTheDocument();
    expect(JSON.parse(calls('/subscriptions/update')[0]!.body)).toEqual({
      new_plan_type: 'PLATINUM',
      prorate: true,
    });
  });

  it('downgrades at the period end, saying features stay until then', async () => {
    route = (req) =>
      req.path === '/subscriptions/update'
        ? {
            status: 200,
            body: {
              message: 'Your plan changes to Free on Dec 23, 2026.',
              subscription: current,
              scheduled_change_date: '2026-12-23T10:00:00Z',
              prorated_amount_cents: null,
            },
          }
        : undefined;
    const section = await panel();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Downgrade to Free' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Downgrade to Free?' }));
    expect(
      dialog.getByText(
        'Your plan changes to Free on Dec 23, 2026, when this billing period ends. You keep the Standard features until then.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Schedule the change' }));
    expect(
      await screen.findByText('Your plan changes to Free on Dec 23, 2026.'),
    ).toBeInTheDocument();
    expect(JSON.parse(calls('/subscriptions/update')[0]!.body)).toEqual({
      new_plan_type: 'FREE',
      prorate: true,
    });
  });

  it.each([
    ['same_day_change', 'You can only make one plan change per day. Please try again tomorrow.'],
    [
      'scheduled_change_exists',
      'You already have a scheduled plan change. Please wait for it to take effect or contact support.',
    ],
    [
      'active_subscription_exists',
      'You already have an active subscription. Please use the subscription dashboard to change plans.',
    ],
  ])('turns a refusal with %s into its message', async (word, message) => {
    route = (req) =>
      req.path === '/subscriptions/update'
        ? { status: 409, body: { detail: `${word}: refused` } }
        : undefined;
    const section = await panel();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Downgrade to Free' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule the change' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers a Free user the subscribe modal instead of a plan change', async () => {
    current = freeSubscription;
    route = (req) =>
      req.path === '/payments/setup-intent'
        ? {
            status: 200,
            body: { client_secret: 's', provider: 'local', publishable_key: null },
          }
        : undefined;
    const section = await panel();
    await userEvent.click(section.getByRole('button', { name: 'Upgrade to Standard' }));
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe to Standard' }),
    ).toBeInTheDocument();
    expect(calls('/subscriptions/update')).toHaveLength(0);
  });
});

describe('cards, portal, history and transactions', () => {
  it('lists the saved cards and opens the billing portal in a new tab', async () => {
    route = (req) =>
      req.path === '/payments/billing-portal'
        ? { status: 200, body: { url: 'http://localhost:3000/billing' } }
        : undefined;
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const section = await panel();
    const cards = within(await section.findByRole('list', { name: 'Saved cards' }));
    expect(cards.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(cards.getByText('Expires 04/31')).toBeInTheDocument();
    expect(cards.getByText('Default')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Billing portal' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://localhost:3000/billing', '_blank', 'noopener'),
    );
    expect(calls('/payments/billing-portal')[0]!.method).toBe('POST');
  });

  it('toasts when the billing portal cannot be opened', async () => {
    route = (req) =>
      req.path === '/payments/billing-portal' ? { status: 500, body: { detail: 'x' } } : undefined;
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const section = await panel();
    await userEvent.click(section.getByRole('button', { name: 'Billing portal' }));
    expect(await screen.findByText('Failed to open billing portal')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the latest 5 plan changes and 5 recent transactions', async () => {
    route = (req) => {
      if (req.path === '/subscriptions/history')
        return { status: 200, body: { changes: planChanges(7) } };
      if (req.path.startsWith('/payments/transactions'))
        return { status: 200, body: { transactions: transactions(5), total: 12 } };
      return undefined;
    };
    const section = await panel();
    const history = within(await section.findByRole('list', { name: 'Plan change history' }));
    const entries = history.getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent('Free → Standard');
    expect(entries[0]).toHaveTextContent('Upgrade');
    expect(entries[0]).toHaveTextContent('Oct 20, 2026');
    expect(entries[0]).toHaveTextContent('Prorated $5.12');
    const table = within(await section.findByRole('table', { name: 'Recent transactions' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('Standard plan, month 1');
    expect(rows[0]).toHaveTextContent('$9.99');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(queryOf(calls('/payments/transactions')[0]!)).toEqual({ skip: '0', limit: '5' });
  });

  it('toasts a failed refresh once, however many calls fail', async () => {
    // The calls fail one after another, last-listed first, so each new failure is seen apart.
    const failLater: Record<string, number> = {
      '/payments/transactions': 0,
      '/subscriptions/history': 150,
      '/payments/payment-methods': 300,
      '/subscriptions/current': 450,
    };
    route = (req) => {
      const delayMs = failLater[req.path.split('?')[0]!];
      return delayMs === undefined ? undefined : { status: 500, body: { detail: 'down' }, delayMs };
    };
    renderAt('/');
    const section = within(await screen.findByRole('region', { name: 'Your Subscription' }));
    await waitFor(() => expect(section.getAllByText('Not available right now.')).toHaveLength(4));
    expect(screen.getAllByText('Failed to refresh subscription data')).toHaveLength(1);
  });
});
