import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../src/stores/auth-store';
import { billingApi, freeSubscription, resetBilling } from './billing-api';
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
      () => freeSubscription,
    ),
  );
});
afterEach(async () => {
  await api.close();
});

const deletions = () => api.calls.filter((c) => c.path === '/auth/delete-account');

/** Opens the confirmation from the account section of the signed-in home page. */
async function openDialog() {
  const user = userEvent.setup();
  renderAt('/');
  await screen.findByRole('heading', { name: 'Your Account' });
  const section = within(document.getElementById('account')!);
  await user.click(section.getByRole('button', { name: 'Delete account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  return { user, dialog };
}

describe('deleting the account', () => {
  it('says what goes and what stays, and asks for the password', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByText(/resumes, their files and their scores/)).toBeInTheDocument();
    expect(dialog.getByText(/saved cards/)).toBeInTheDocument();
    expect(dialog.getByText(/cancelled now with no further charge/)).toBeInTheDocument();
    expect(dialog.getByText(/Every session/)).toBeInTheDocument();
    expect(dialog.getByText(/without your name or email address/)).toBeInTheDocument();
    // Focus moves into the dialog, and Tab stays there (the shared Modal traps it).
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter your password to confirm.');
    expect(deletions()).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('shows a wrong password in the dialog and stays signed in', async () => {
    route = (req) =>
      req.path === '/auth/delete-account'
        ? {
            status: 403,
            body: { detail: 'The password is not correct. Your account was not deleted.' },
          }
        : undefined;
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Your password'), 'wrong one');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The password is not correct. Your account was not deleted.',
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes with the password, signs out here and says so', async () => {
    route = (req) =>
      req.path === '/auth/delete-account'
        ? { status: 200, body: { message: 'Your account has been deleted.' } }
        : undefined;
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Your password'), 'correct horse 7');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText(
        'Your account has been deleted. A confirmation is on its way to your email.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(deletions()[0]!.body)).toEqual({ password: 'correct horse 7' });
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Account' })).toBeNull();
  });
});
