import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billingApi,
  mastercard,
  queryOf,
  resetBilling,
  subscription,
  transactions,
  visa,
} from './billing-api';
import { startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
beforeEach(async () => {
  resetBilling(true);
  route = () => undefined;
  api = await startFakeApi(
    billingApi(
      (req) => route(req),
      () => subscription(),
    ),
  );
});
afterEach(async () => {
  await api.close();
});

const calls = (path: string) => api.calls.filter((c) => c.path.split('?')[0] === path);

/** Twelve invoices, answered ten to a page as the server pages them. */
const invoices: Route = (req) => {
  if (!req.path.startsWith('/payments/transactions')) return undefined;
  const { skip, limit } = queryOf(req);
  const all = transactions(12);
  return {
    status: 200,
    body: { transactions: all.slice(Number(skip), Number(skip) + Number(limit)), total: 12 },
  };
};

describe('the billing page', () => {
  it('asks a signed-out visitor to sign in on the home page', async () => {
    resetBilling(false);
    renderAt('/billing');
    expect(await screen.findByText(/Please sign in on the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);
  });

  it('lists every invoice ten at a time with the total, and links back home', async () => {
    route = invoices;
    renderAt('/billing');
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    expect(table.getAllByRole('row').slice(1)).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(queryOf(calls('/payments/transactions')[0]!)).toEqual({ skip: '0', limit: '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Invoices' }))
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(2);
    expect(screen.getByText('Standard plan, month 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists the saved cards and makes another one the default', async () => {
    route = (req) => {
      if (req.path === '/payments/payment-methods')
        return { status: 200, body: { payment_methods: [visa, mastercard] } };
      if (req.path === `/payments/payment-methods/${mastercard.id}/default`)
        return {
          status: 200,
          body: {
            payment_methods: [
              { ...visa, is_default: false },
              { ...mastercard, is_default: true },
            ],
          },
        };
      return undefined;
    };
    renderAt('/billing');
    const cards = within(await screen.findByRole('list', { name: 'Saved cards' }));
    expect(cards.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(cards.getByText('Mastercard •••• 4444')).toBeInTheDocument();
    const rows = cards.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Default')).toBeInTheDocument();
    await userEvent.click(
      cards.getByRole('button', { name: 'Make Mastercard ending 4444 the default' }),
    );
    await waitFor(() => expect(within(rows[1]!).getByText('Default')).toBeInTheDocument());
    expect(
      within(rows[0]!).getByRole('button', { name: /Make Visa ending 4242/ }),
    ).toBeInTheDocument();
    expect(calls(`/payments/payment-methods/${mastercard.id}/default`)[0]!.method).toBe('POST');
    expect(await screen.findByText('Default card updated.')).toBeInTheDocument();
  });

  it('adds a card through a setup intent and the same card form', async () => {
    let saved = false;
    route = (req) => {
      if (req.path === '/payments/setup-intent')
        return {
          status: 200,
          body: { client_secret: 'seti_add_secret', provider: 'local', publishable_key: null },
        };
      if (req.path === '/payments/local/confirm-setup') {
        saved = true;
        return { status: 200, body: { payment_method_id: mastercard.id } };
      }
      if (req.path === '/payments/payment-methods')
        return {
          status: 200,
          body: { payment_methods: saved ? [visa, mastercard] : [visa] },
        };
      return undefined;
    };
    const user = userEvent.setup();
    renderAt('/billing');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = within(await screen.findByRole('form', { name: 'Add a card' }));
    await user.type(await form.findByLabelText('Card number'), '5555555555554444');
    await user.type(form.getByLabelText('Expiry (MM / YY)'), '1129');
    await user.type(form.getByLabelText('CVC'), '321');
    await user.click(form.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
    expect(await screen.findByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
    expect(JSON.parse(calls('/payments/local/confirm-setup')[0]!.body)).toEqual({
      client_secret: 'seti_add_secret',
      card: { number: '5555555555554444', exp_month: 11, exp_year: 2029, cvc: '321' },
    });
  });
});
