import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { readDocument } from '@resumerank/engine/read-document';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { writeResumePdf } from '../helpers/resume-pdf';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function payWith(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Standard' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $9.99 and subscribe' }).click();
  return dialog;
}

describe('plans and payments, end to end', () => {
  it('asks a visitor to sign in before subscribing', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).click();
    await page.getByText('Please sign in to subscribe to a plan').waitFor();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
  });

  it('a Free user upgrades to Standard: a declined card first, then 4242; limits rise; PDF export opens', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Robin Avery',
      email: newEmail('billing'),
      password: 'robin pass 1',
    });
    await page.getByText('Welcome, Robin!').waitFor();
    const meters = page.getByRole('region', { name: "Today's usage" });
    await meters.getByText('0/1').first().waitFor();

    await page.locator('#pricing').getByRole('button', { name: 'Choose Standard' }).click();
    const declined = await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Payment failed. Please try again.').waitFor();
    await declined.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await screenshot(page, 'billing-declined');

    await payWith(page, '4242 4242 4242 4242');
    await page.getByText('You are now subscribed to the Standard plan.').waitFor();
    const panel = page.locator('#subscription');
    await panel.getByRole('heading', { name: 'Standard', exact: true }).waitFor();
    await panel.getByText(/^Renews on /).waitFor();
    await panel.getByText('$9.99').first().waitFor();
    await panel
      .getByText(/Visa .*4242/)
      .first()
      .waitFor();
    await meters.getByText('0/10').first().waitFor();
    await page
      .locator('#pricing')
      .getByRole('button', { name: 'Current plan' })
      .filter({ hasText: 'Current plan' })
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'billing-subscribed');

    // A paid user downloads the generated resume as a PDF with their name in its text.
    const section = page.locator('#resume-generator');
    await section
      .getByLabel('Job description')
      .fill('Data Analyst\nRequirements\n- SQL and Python');
    await section.locator('input[type=file]').setInputFiles(await writeResumePdf());
    await section.getByRole('button', { name: 'Generate Resume' }).click();
    await section
      .getByRole('article', { name: 'Generated resume preview' })
      .waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Casey_Morgan_ATS_Resume.pdf');
    const pdf = await readDocument(new Uint8Array(await readFile((await download.path())!)));
    expect(pdf.text).toContain('Casey Morgan');
  });

  it('a downgrade is scheduled for the period end and blocks another change', async () => {
    const { page } = session;
    const panel = page.locator('#subscription');
    await panel.getByRole('button', { name: 'Downgrade to Free' }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await confirm.getByText(/You keep the Standard features until then/).waitFor();
    await confirm.getByRole('button', { name: 'Schedule the change' }).click();
    await panel.getByText(/^Changes to Free on /).waitFor();
    await panel.getByRole('heading', { name: 'Standard', exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Upgrade to Platinum' }).count()).toBe(0);
    await panel
      .getByText(/scheduled/i)
      .first()
      .waitFor();
    const history = panel.getByRole('list', { name: 'Plan change history' });
    await history.getByText('Standard → Free').waitFor();
    await history.getByText('Free → Standard').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'billing-scheduled');
  });
});
