import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { axeFindings, expectNoSeriousAxeFindings } from '../helpers/axe';
import { waitForEmail } from '../helpers/outbox';
import { writeResumePdf } from '../helpers/resume-pdf';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Signs up through the API and asks for a reset link; returns the emailed link. */
async function resetLinkForNewAccount(): Promise<string> {
  const email = newEmail('axe-reset');
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect(
    (await post('/auth/signup', { email, password: 'axe pass 1', full_name: 'Ada Axe' })).status,
  ).toBe(201);
  expect((await post('/auth/forgot-password', { email })).status).toBe(200);
  const mail = await waitForEmail(dataDir, email);
  const link = mail.match(/https?:\/\/[^\s"<]+\/reset-password\/[\w-]+/)?.[0];
  if (!link) throw new Error('no reset link in the email');
  return link;
}

describe('accessibility (axe-core): no serious or critical findings', () => {
  it('the check itself sees a planted problem', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML =
        '<input type="text"><p style="color:#d4d4d4;background:#fff">faint text</p>';
      document.body.append(planted);
    });
    const found = await axeFindings(page, '#planted');
    expect(found.map((f) => `${f.id} ${f.impact}`)).toEqual(
      expect.arrayContaining(['label critical', 'color-contrast serious']),
    );
  });

  it('the home page and every dialog a visitor can open', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Why Choose ResumeRank' }).waitFor();
    await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).waitFor();
    await expectNoSeriousAxeFindings(page, 'the home page, visitor');
    await expectNoSeriousAxeFindings(page, 'the pricing section', '#pricing');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.waitFor();
    await expectNoSeriousAxeFindings(page, 'the sign-up dialog');

    // Errors shown under the fields must be readable too.
    await signup.getByLabel('Full Name').fill('A');
    await signup.getByLabel('Email').fill('not an email');
    await signup.getByLabel('Password', { exact: true }).fill('abc');
    await signup.getByLabel('Confirm Password').fill('abd');
    await signup.getByText('Passwords do not match').waitFor();
    await expectNoSeriousAxeFindings(page, 'the sign-up dialog with errors');

    await signup.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    await expectNoSeriousAxeFindings(page, 'the terms dialog');
    await terms.getByRole('button', { name: 'Decline' }).click();

    await signup.getByRole('button', { name: 'Sign In' }).click();
    const login = page.getByRole('dialog', { name: 'Sign in to ResumeRank' });
    await login.waitFor();
    await expectNoSeriousAxeFindings(page, 'the sign-in dialog');

    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.waitFor();
    await expectNoSeriousAxeFindings(page, 'the forgot-password dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
  });

  it('the home page on a phone, with the menu open', async () => {
    const phone = await openBrowser({ width: 360, height: 780 });
    try {
      await phone.page.goto(`${baseUrl}/`);
      await phone.page.getByRole('button', { name: 'Open menu' }).click();
      await phone.page.locator('#mobile-menu').waitFor();
      await expectNoSeriousAxeFindings(phone.page, 'the home page on a phone, menu open');
    } finally {
      await phone.close();
    }
  });

  it('the reset page: the invalid link view and the form view', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/reset-password/not-a-real-token`);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await expectNoSeriousAxeFindings(page, 'the reset page, invalid link');

    await page.goto(await resetLinkForNewAccount());
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await expectNoSeriousAxeFindings(page, 'the reset page, form');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('shirt');
    await page.getByText('Passwords do not match').waitFor();
    await expectNoSeriousAxeFindings(page, 'the reset page, form with errors');
    await screenshot(page, 'a11y-reset-form-errors');
  });

  it('signed in: result panel, generator preview, subscribe modal, subscription panel, confirm dialog, billing page', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Alex Axe',
      email: newEmail('axe'),
      password: 'alex pass 1',
    });
    await page.getByText('Welcome, Alex!').waitFor();
    await page
      .locator('#subscription')
      .getByRole('heading', { name: 'Free', exact: true })
      .waitFor();
    await page.getByRole('region', { name: "Today's usage" }).getByText('0/1').first().waitFor();
    await expectNoSeriousAxeFindings(page, 'the home page, signed in');

    const pdf = await writeResumePdf();
    const upload = page.locator('#upload-section');
    await upload.locator('input[type=file]').setInputFiles(pdf);
    await upload.getByRole('button', { name: 'Analyze Resume' }).click();
    await upload.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
    await expectNoSeriousAxeFindings(page, 'the upload result panel', '#upload-section');
    // The panel of what an ATS reads, again with a role's achievements open.
    const reads = upload.getByRole('region', { name: 'What an ATS reads' });
    await reads
      .getByRole('button', { name: /^\d+ achievements? as / })
      .first()
      .click();
    await reads.locator('[aria-expanded="true"]').waitFor();
    await expectNoSeriousAxeFindings(page, 'what an ATS reads, a role open', '#upload-section');

    const generator = page.locator('#resume-generator');
    await generator.getByLabel('Job description').fill('Data Analyst\nRequirements\n- SQL');
    await generator.locator('input[type=file]').setInputFiles(pdf);
    await generator.getByRole('button', { name: 'Generate Resume' }).click();
    await generator
      .getByRole('article', { name: 'Generated resume preview' })
      .waitFor({ timeout: 30_000 });
    await expectNoSeriousAxeFindings(page, 'the generator preview', '#resume-generator');

    await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).click();
    const subscribe = page.getByRole('dialog', { name: 'Subscribe to Standard' });
    await subscribe.getByLabel('Card number').waitFor();
    await expectNoSeriousAxeFindings(page, 'the subscribe dialog');
    await subscribe.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
    await subscribe.getByRole('alert').first().waitFor();
    await expectNoSeriousAxeFindings(page, 'the subscribe dialog with card errors');
    await subscribe.getByLabel('Card number').fill('4242 4242 4242 4242');
    await subscribe.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await subscribe.getByLabel('CVC').fill('123');
    await subscribe.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
    await subscribe.waitFor({ state: 'detached' });

    const panel = page.locator('#subscription');
    await panel.getByRole('heading', { name: 'Standard', exact: true }).waitFor();
    await panel
      .getByText(/Visa .*4242/)
      .first()
      .waitFor();
    await expectNoSeriousAxeFindings(page, 'the subscription panel', '#subscription');

    await panel.getByRole('button', { name: 'Downgrade to Free' }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await confirm.waitFor();
    await expectNoSeriousAxeFindings(page, 'the confirm dialog');
    await confirm.getByRole('button', { name: 'Keep my plan' }).click();
    await confirm.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/billing`);
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await page
      .getByText(/Visa .*4242/)
      .first()
      .waitFor();
    await expectNoSeriousAxeFindings(page, 'the /billing page');
    await screenshot(page, 'a11y-billing-page');
  });

  it('the session-expiring dialog', async () => {
    // The page's clock runs 55.5 minutes ahead of the server's: a fresh 60-minute token then
    // has 4.5 minutes left in the page's eyes, under the 5-minute warning.
    const ahead = await openBrowser();
    try {
      await ahead.page.clock.install({ time: Date.now() + 55.5 * 60_000 });
      await ahead.page.goto(`${baseUrl}/`);
      await signUpThroughModal(ahead.page, {
        name: 'Sam Clock',
        email: newEmail('axe-clock'),
        password: 'sam pass 12',
      });
      const dialog = ahead.page.getByRole('dialog', { name: 'Your session is about to expire' });
      await dialog.waitFor({ timeout: 20_000 });
      await expectNoSeriousAxeFindings(ahead.page, 'the session-expiring dialog');
    } finally {
      await ahead.close();
    }
  });
});
