import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { focusIsInside, focusIsVisible, focusLook, isFocused, tabTo } from '../helpers/keyboard';
import { writeResumePdf } from '../helpers/resume-pdf';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let pdf: string;

beforeAll(async () => {
  session = await openBrowser();
  // Playwright turns on file-chooser interception when the first listener is added, without
  // waiting for the browser: added here, it is on before any key press opens a chooser.
  session.page.on('filechooser', () => undefined);
  pdf = await writeResumePdf();
});
afterAll(async () => {
  await session?.close();
});

/** Tabs through the whole dialog twice over and checks that focus never leaves it. */
async function expectFocusTrapped(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const stops = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), textarea, select')
    .count();
  for (let i = 0; i < stops * 2 + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog), `Tab ${i + 1} in "${dialogName}"`).toBe(true);
  }
  for (let i = 0; i < stops + 1; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog), `Shift+Tab ${i + 1} in "${dialogName}"`).toBe(true);
  }
}

describe('keyboard only', () => {
  const user = { name: 'Kim Keys', email: newEmail('keys'), password: 'kim pass 12' };

  it('every stop in the Tab order of the home page shows where the focus is', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).waitFor();
    const unseen: string[] = [];
    let stops = 0;
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const look = await focusLook(page);
      if (!look) break;
      stops += 1;
      if (!focusIsVisible(look)) unseen.push(`${look.tag} "${look.text}"`);
    }
    expect(stops).toBeGreaterThan(10);
    expect(unseen).toEqual([]);
  });

  it('signs up through the modal: focus trapped inside, returned to the opener on Escape', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const signUp = nav.getByRole('button', { name: 'Sign Up' });

    // Open, check the trap, close with Escape: focus is back on Sign Up.
    await tabTo(page, signUp);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.waitFor();
    expect(await focusIsInside(dialog)).toBe(true);
    await expectFocusTrapped(page, 'Create your account');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(signUp)).toBe(true);

    // The terms dialog opens from the form and gives focus back to its button when declined.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const termsButton = dialog.getByRole('button', { name: 'Terms and Conditions' });
    await tabTo(page, termsButton);
    await page.keyboard.press('Enter');
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    await expectFocusTrapped(page, 'Terms and Conditions');
    await tabTo(page, terms.getByRole('button', { name: 'Accept' }));
    await page.keyboard.press('Enter');
    await terms.waitFor({ state: 'detached' });
    expect(await isFocused(termsButton)).toBe(true);
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);

    // Fill the form from the top, by Tab and typing only.
    await tabTo(page, dialog.getByLabel('Full Name'), { backwards: true });
    await page.keyboard.type(user.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await tabTo(page, dialog.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await page.getByText('Welcome, Kim!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The focus stays in the page (on the navigation's Sign Out, which took Sign Up's place).
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  it('uploads a resume through the file picker and reads the result', async () => {
    const { page } = session;
    const section = page.locator('#upload-section');
    await tabTo(page, section.getByRole('button', { name: 'Choose a file' }));
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles(pdf);
    await section.getByText('casey-morgan-resume.pdf').waitFor();
    // The focus moves on to the next step by itself: Analyze, then the score once it is in.
    const analyze = section.getByRole('button', { name: 'Analyze Resume' });
    await expect.poll(() => isFocused(analyze)).toBe(true);
    await page.keyboard.press('Enter');
    await section.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
    const result = section.getByRole('region', { name: 'Your resume score' });
    await expect.poll(() => isFocused(result)).toBe(true);

    // The measure tabs of the report are one Tab stop; the arrow keys choose a measure.
    await tabTo(page, section.getByRole('tab', { name: /^Impact \d+$/ }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const style = section.getByRole('tab', { name: /^Style \d+$/ });
    expect(await isFocused(style)).toBe(true);
    expect(await style.getAttribute('aria-selected')).toBe('true');
    await section.getByRole('tabpanel', { name: /^Style \d+$/ }).waitFor();
    await screenshot(page, 'keyboard-upload-result');
  });

  it('generates a resume from a pasted job and an attached file', async () => {
    const { page } = session;
    const section = page.locator('#resume-generator');
    await tabTo(page, section.getByLabel('Job description'));
    await page.keyboard.type('Data Analyst\nRequirements\n- SQL and Python\n- Tableau');
    await page.keyboard.press('Tab');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Space'),
    ]);
    await chooser.setFiles(pdf);
    await tabTo(page, section.getByRole('button', { name: 'Generate Resume' }));
    await page.keyboard.press('Enter');
    const preview = section.getByRole('article', { name: 'Generated resume preview' });
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getByRole('heading', { name: 'Casey Morgan' }).isVisible()).toBe(true);
  });

  it('subscribes with the card form, then signs out', async () => {
    const { page } = session;
    const choose = page.locator('#pricing').getByRole('button', { name: 'Choose Standard' });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Standard' });
    await dialog.getByLabel('Card number').waitFor();
    await expectFocusTrapped(page, 'Subscribe to Standard');

    await tabTo(page, dialog.getByLabel('Card number'));
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await tabTo(page, dialog.getByRole('button', { name: 'Pay $9.99 and subscribe' }));
    await page.keyboard.press('Enter');
    await page.getByText('You are now subscribed to the Standard plan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('#subscription')
      .getByRole('heading', { name: 'Standard', exact: true })
      .waitFor();

    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await tabTo(page, signOut, { backwards: true, max: 120 });
    await page.keyboard.press('Enter');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sign In' })
      .waitFor();
  });

  it('signs in, and Escape closes the forgot-password dialog back to its opener', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in to ResumeRank' });
    const forgot = dialog.getByRole('button', { name: 'Forgot password?' });
    await tabTo(page, forgot);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await expectFocusTrapped(page, 'Reset your password');
    await page.keyboard.press('Escape');
    expect(await isFocused(forgot)).toBe(true);

    await tabTo(page, dialog.getByLabel('Email'), { backwards: true });
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.getByText('Welcome, Kim!').waitFor();
  });
  it('the session-expiring dialog takes the focus, keeps it, and logs out from the keyboard', async () => {
    // The page's clock runs 55.5 minutes ahead: a fresh 60-minute token looks 4.5 minutes
    // from expiry, under the 5-minute warning.
    const ahead = await openBrowser();
    try {
      const { page } = ahead;
      await page.clock.install({ time: Date.now() + 55.5 * 60_000 });
      await page.goto(`${baseUrl}/`);
      await signUpThroughModal(page, {
        name: 'Lee Late',
        email: newEmail('keys-clock'),
        password: 'lee pass 12',
      });
      const dialog = page.getByRole('dialog', { name: 'Your session is about to expire' });
      await dialog.waitFor({ timeout: 20_000 });
      expect(await focusIsInside(dialog)).toBe(true);
      await expectFocusTrapped(page, 'Your session is about to expire');
      await tabTo(page, dialog.getByRole('button', { name: 'Log Out' }));
      await page.keyboard.press('Enter');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Sign In' })
        .waitFor();
    } finally {
      await ahead.close();
    }
  });
});
