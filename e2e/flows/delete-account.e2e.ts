import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signInThroughModal, signUpThroughModal } from '../helpers/accounts';
import { expectNoSeriousAxeFindings } from '../helpers/axe';
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

describe('deleting an account, end to end', () => {
  const user = { name: 'Hedy Lamarr', email: newEmail('hedy'), password: 'frequency hop 9' };

  it('deletes the account from the page; the same credentials no longer sign in', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, user);
    await page.getByText('Welcome, Hedy!').waitFor();

    const section = page.locator('#account');
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(/without your name or email address/).waitFor();
    await expectNoSeriousAxeFindings(page, 'the delete account dialog', '[role="dialog"]');

    // A wrong password changes nothing.
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('The password is not correct. Your account was not deleted.').waitFor();
    await screenshot(page, 'delete-account-wrong-password');

    await dialog.getByLabel('Your password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByText('Your account has been deleted. A confirmation is on its way to your email.')
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In' })
      .waitFor();
    expect(await page.getByText('Welcome, Hedy!').count()).toBe(0);
    expect(await section.count()).toBe(0);
    await screenshot(page, 'delete-account-done');
    await expectNoSeriousAxeFindings(page, 'the home page after deleting the account');

    const email = await waitForEmail(dataDir, user.email);
    expect(email).toContain('account was deleted');

    await signInThroughModal(page, user.email, user.password);
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await page.keyboard.press('Escape');
  });
});
