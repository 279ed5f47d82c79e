import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
beforeEach(async () => {
  route = () => undefined;
  api = await startFakeApi((req) => route(req));
});
afterEach(async () => {
  await api.close();
});

const valid: Route = (req) =>
  req.path.startsWith('/auth/verify-reset-token/')
    ? { status: 200, body: { valid: true, message: 'ok' } }
    : undefined;

async function fillAndSubmit(password = 'NewPassw0rd', confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('the reset password page', () => {
  it('validates the token first, then shows the form', async () => {
    route = (req) => (valid(req) ? { ...valid(req)!, delayMs: 150 } : undefined);
    renderAt('/reset-password/tok123');
    expect(await screen.findByText('Validating Reset Link')).toBeInTheDocument();
    expect(
      screen.getByText('Please wait while we verify your password reset token...'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter your new password below to complete the reset process.'),
    ).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/auth/verify-reset-token/tok123');
    expect(screen.getByRole('link', { name: '← Back to Home' })).toBeInTheDocument();
  });

  it('shows the invalid view when the token is not valid, or cannot be checked', async () => {
    route = () => ({ status: 200, body: { valid: false, message: 'Reset token has expired.' } });
    const first = renderAt('/reset-password/old');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired reset token.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request New Password Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    first.unmount();
    route = () => ({ status: 500, body: { detail: 'boom' } });
    renderAt('/reset-password/other');
    expect(
      await screen.findByText('Unable to validate reset token. Please try again.'),
    ).toBeInTheDocument();
  });

  it('checks the fields live, with a show/hide toggle and the strength checklist', async () => {
    route = valid;
    renderAt('/reset-password/tok');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'short');
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(field).toHaveAttribute('type', 'text');
    const checklist = screen.getByRole('list', { name: 'Password strength' });
    expect(checklist).toHaveTextContent('A lowercase letter (met)');
    expect(checklist).toHaveTextContent('A number (not met)');
    await user.type(screen.getByLabelText('Confirm New Password'), 'different');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets, shows success and goes home after 3 seconds', async () => {
    route = (req) =>
      valid(req) ??
      (req.path === '/auth/reset-password' ? { status: 200, body: { message: 'ok' } } : undefined);
    renderAt('/reset-password/tok');
    await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Password reset successfully! You can now log in with your new password.'),
    ).toBeInTheDocument();
    expect(JSON.parse(api.calls.find((c) => c.path === '/auth/reset-password')!.body)).toEqual({
      token: 'tok',
      new_password: 'NewPassw0rd',
    });
    await waitFor(
      () =>
        expect(screen.getByRole('heading', { name: 'Why Choose ResumeRank' })).toBeInTheDocument(),
      { timeout: 4_500 },
    );
  });

  it("switches to the invalid view when the token turns out 'expired' or 'used'", async () => {
    route = (req) =>
      valid(req) ?? { status: 400, body: { detail: 'Reset token has already been used' } };
    renderAt('/reset-password/tok');
    await fillAndSubmit();
    expect(
      await screen.findByText(
        'Reset token has already been used. Please request a new password reset.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  });

  it('only toasts other errors, keeping the form', async () => {
    route = (req) => valid(req) ?? { status: 400, body: { detail: 'Invalid reset token' } };
    renderAt('/reset-password/tok');
    await fillAndSubmit();
    expect(await screen.findByText('Invalid reset token')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
  });
});
