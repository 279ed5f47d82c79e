import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { writeResumePdf } from '../helpers/resume-pdf';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let pdf: string;

const JOB = `Data Analyst
Requirements
- SQL and Python
- Tableau dashboards
- Statistics and A/B testing
Nice to have
- Looker`;

beforeAll(async () => {
  session = await openBrowser();
  pdf = await writeResumePdf();
});
afterAll(async () => {
  await session?.close();
});

describe('the resume generator, end to end', () => {
  it('asks a visitor to sign in', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page
      .locator('#resume-generator')
      .getByRole('button', { name: 'Generate Resume' })
      .click();
    await page.getByText('Please sign in to generate resumes').waitFor();
    await page.keyboard.press('Escape');
  });

  it('writes a resume for a pasted job from an attached resume, with keywords and the ATS score', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Casey Morgan',
      email: newEmail('gen'),
      password: 'casey pass 1',
    });
    await page.getByText('Welcome, Casey!').waitFor();

    const section = page.locator('#resume-generator');
    await section.getByLabel('Job description').fill(JOB);
    await section.locator('input[type=file]').setInputFiles(pdf);
    await section.getByRole('button', { name: 'Generate Resume' }).click();
    const preview = section.getByRole('article', { name: 'Generated resume preview' });
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getByRole('heading', { name: 'Casey Morgan' }).isVisible()).toBe(true);
    expect(await preview.getByText('Harbor Retail').first().isVisible()).toBe(true);
    const keywords = section.getByRole('list', { name: 'Keywords' });
    expect(await keywords.getByText('SQL').first().isVisible()).toBe(true);
    expect(await section.getByLabel(/^ATS score \d+ out of 100$/).isVisible()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'generator-preview');

    // On the Free plan the PDF download explains which plans include it.
    await section.getByRole('button', { name: 'Download PDF' }).click();
    await section.getByRole('status').filter({ hasText: 'Standard and Platinum plans' }).waitFor();

    await section.getByRole('button', { name: 'Clear' }).click();
    expect(await preview.count()).toBe(0);
  });
});
