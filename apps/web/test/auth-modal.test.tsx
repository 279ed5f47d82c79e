import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
const gateOn = {
  status: 200,
  body: {
    app_name: 'ResumeRank',
    access_gate: { enabled: true, marker: '401' },
    payments: { provider: 'local', publishable_key: null },
    ai: { llm_enabled: false },
  },
};

beforeEach(async () => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false });
  useAuthModalStore.setState({ isOpen: false, mode: 'signup' });
  route = () => undefined;
  api = await startFakeApi((req) => (req.path === '/config' ? gateOn : route(req)));
});
afterEach(async () => {
  await api.close();
});

async function openModal(mode: 'signup' | 'login') {
  renderAt('/');
  useAuthModalStore.getState().open(mode);
  return screen.findByRole('dialog');
}

async function fillSignup(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; password: string; confirm: string },
) {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Full Name'), values.name);
  await user.type(within(dialog).getByLabelText('Email'), values.email);
  await user.type(within(dialog).getByLabelText('Password'), values.password);
  await user.type(within(dialog).getByLabelText('Confirm Password'), values.confirm);
}

describe('sign-up', () => {
  it('opens in sign-up mode and keeps submit disabled until the form is valid', async () => {
    const user = userEvent.setup();
    const dialog = await openModal('signup');
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await fillSignup(user, { name: 'A', email: 'nope', password: '123', confirm: '1234' });
    expect(
      await within(dialog).findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('needs the terms: Accept ticks them, Decline unticks them', async () => {
    const user = userEvent.setup();
    const dialog = await openModal('signup');
    await fillSignup(user, {
      name: 'Ada Lovelace',
      email: 'ada.401@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Terms and Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(terms).toHaveTextContent('non-refundable');
    expect(terms).toHaveTextContent('18');
    await user.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Terms and Conditions' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).getByRole(
        'button',
        { name: 'Decline' },
      ),
    );
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('signs the new user in and closes', async () => {
    route = (req) =>
      req.path === '/auth/signup'
        ? { status: 201, body: { user: ada, access_token: 'tok', token_type: 'bearer' } }
        : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('signup');
    await fillSignup(user, {
      name: 'Ada Lovelace',
      email: 'ada.401@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(JSON.parse(api.calls.find((c) => c.path === '/auth/signup')!.body)).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada.401@example.com',
      password: 'secret1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
  });

  it('refuses an email without the pre-release marker before calling the server', async () => {
    const user = userEvent.setup();
    const dialog = await openModal('signup');
    await fillSignup(user, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('This site is not released to production yet, please check later.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/auth/signup')).toBe(false);
  });

  it('shows the server reason when the email is taken', async () => {
    route = (req) =>
      req.path === '/auth/signup'
        ? { status: 409, body: { detail: 'Email already registered' } }
        : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('signup');
    await fillSignup(user, {
      name: 'Ada Lovelace',
      email: 'ada.401@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('sign-in', () => {
  it('sends the form fields and toasts a wrong password', async () => {
    route = (req) =>
      req.path === '/auth/login'
        ? { status: 401, body: { detail: 'Invalid email or password' } }
        : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('login');
    await user.type(within(dialog).getByLabelText('Email'), 'ada.401@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Invalid email or password. Please try again.'),
    ).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/auth/login')!;
    expect(call.headers['content-type']).toMatch(/x-www-form-urlencoded/);
    expect(new URLSearchParams(call.body).get('username')).toBe('ada.401@example.com');
  });

  it('cannot be closed while submitting, and closes with Escape otherwise', async () => {
    route = (req) =>
      req.path === '/auth/login'
        ? {
            status: 200,
            body: { user: ada, access_token: 'tok', token_type: 'bearer' },
            delayMs: 400,
          }
        : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('login');
    await user.type(within(dialog).getByLabelText('Email'), 'ada.401@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
  });

  it('closes with Escape and with the backdrop when idle', async () => {
    const user = userEvent.setup();
    await openModal('login');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    useAuthModalStore.getState().open('login');
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggling the mode resets both forms', async () => {
    const user = userEvent.setup();
    const dialog = await openModal('login');
    await user.type(within(dialog).getByLabelText('Email'), 'typed.401@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Someone');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('');
  });

  it('opens the forgot-password modal, which sends the email', async () => {
    route = (req) =>
      req.path === '/auth/forgot-password' ? { status: 200, body: { message: 'sent' } } : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(forgot).getByLabelText('Email'), 'ada.401@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(forgot).findByText(/we have sent it a link/)).toBeInTheDocument();
    expect(JSON.parse(api.calls.find((c) => c.path === '/auth/forgot-password')!.body)).toEqual({
      email: 'ada.401@example.com',
    });
  });

  it('says so when there were too many reset requests', async () => {
    route = (req) =>
      req.path === '/auth/forgot-password'
        ? { status: 429, body: { detail: 'Too many reset attempts. Please try again later.' } }
        : undefined;
    const user = userEvent.setup();
    const dialog = await openModal('login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(forgot).getByLabelText('Email'), 'ada.401@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Too many reset attempts. Please try again later.'),
    ).toBeInTheDocument();
  });
});
