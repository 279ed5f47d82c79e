import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signInThroughModal, signUpThroughModal } from '../helpers/accounts';
import { waitForEmail } from '../helpers/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('accounts, end to end', () => {
  const user = { name: 'Grace Hopper', email: newEmail('grace'), password: 'first pass 1' };

  it('signs up, signs out and signs in again', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, user);
    await page.getByText('Welcome, Grace!').waitFor();
    await screenshot(page, 'accounts-signed-up');
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('auth-storage') ?? '{}'),
    );
    expect(Object.keys(stored.state).sort()).toEqual(['isAuthenticated', 'token', 'user']);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In' })
      .waitFor();

    await signInThroughModal(page, user.email, user.password);
    await page.getByText('Welcome, Grace!').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // The next flows start signed out: wait until the sign-out has taken effect, or a page load
    // racing it would find the session still stored.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In' })
      .waitFor();
  });

  it('shows a toast for a wrong password', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signInThroughModal(page, user.email, 'not my password');
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await screenshot(page, 'accounts-wrong-password');
    await page.keyboard.press('Escape');
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(user.email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await forgot.getByText(/we have sent it a link/).waitFor();

    const email = await waitForEmail(dataDir, user.email);
    const link = email.match(/https?:\/\/[^\s"<]+\/reset-password\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Second Pass 2');
    await page.getByLabel('Confirm New Password').fill('Second Pass 2');
    await screenshot(page, 'accounts-reset-form');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await screenshot(page, 'accounts-reset-success');
    // The page goes home by itself after 3 seconds.
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });

    await signInThroughModal(page, user.email, 'Second Pass 2');
    await page.getByText('Welcome, Grace!').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByText('Invalid or expired reset token.').isVisible()).toBe(true);
    await screenshot(page, 'accounts-used-link');
  });
});
