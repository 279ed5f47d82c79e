import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readDocument } from '@resumerank/engine/read-document';
import { openBrowser, screenshot, screenshotOf, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { writeResumePdf } from '../helpers/resume-pdf';
import { subscribeToStandard } from '../helpers/subscribe';
import { expectNoSeriousAxeFindings } from '../helpers/axe';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let pdf: string;

const JOB = `Data Analyst
Requirements
- SQL and Python
- Tableau dashboards
- Statistics and A/B testing
Nice to have
- Looker
- Power BI`;

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

/** The ATS score the panel shows now. */
async function atsScore(section: Locator): Promise<number> {
  const label = await section.getByLabel(/^ATS score \d+ out of 100$/).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')![0]);
}

/** A fresh browser with a new person signed up (and, for exports, on Standard). */
async function signedUpSession(name: string, options: { paid: boolean }) {
  const fresh = await openBrowser();
  const { page } = fresh;
  await page.goto(`${baseUrl}/`);
  await signUpThroughModal(page, { name, email: newEmail('edit'), password: 'edit pass 12' });
  await page.getByText(`Welcome, ${name.split(' ')[0]}!`).waitFor();
  if (options.paid) await subscribeToStandard(page);
  return fresh;
}

async function generateFrom(page: Page, file: string | null) {
  const section = page.locator('#resume-generator');
  await section.getByLabel('Job description').fill(JOB);
  if (file) await section.locator('input[type=file]').setInputFiles(file);
  await section.getByRole('button', { name: 'Generate Resume' }).click();
  const preview = section.getByRole('article', { name: 'Generated resume preview' });
  await preview.waitFor({ timeout: 30_000 });
  return { section, preview };
}

describe('the editable resume, end to end', () => {
  it('edits and removes achievements, adds a skill the person has, re-scores, and downloads the edited PDF', async () => {
    const fresh = await signedUpSession('Casey Morgan', { paid: true });
    try {
      const { page } = fresh;
      const { section, preview } = await generateFrom(page, pdf);
      const role = 'Data Analyst at Harbor Retail';
      const first = preview.getByRole('textbox', { name: `Achievement 1 of ${role}`, exact: true });
      const second = preview.getByRole('textbox', {
        name: `Achievement 2 of ${role}`,
        exact: true,
      });
      const removed = await second.inputValue();
      expect(removed.length).toBeGreaterThan(10);

      const edited = 'Built Tableau dashboards for 60 store managers, edited by Casey';
      await first.fill(edited);
      await section.getByRole('button', { name: `Remove achievement 2 of ${role}` }).click();
      // The score of the edited resume arrives once typing pauses.
      await section.getByText('Score of your edited resume.').waitFor();
      const before = await atsScore(section);

      const missing = section.getByRole('list', { name: 'Missing keywords' });
      const haveIt = missing.getByRole('button', { name: /^I have this skill: / }).first();
      const keyword = (await haveIt.getAttribute('aria-label'))!.replace('I have this skill: ', '');
      await haveIt.click();
      await expect
        .poll(() => preview.getByLabel('Skills (separated by commas)').inputValue())
        .toContain(keyword);
      await expect.poll(() => atsScore(section), { timeout: 10_000 }).not.toBe(before);
      expect(await atsScore(section)).toBeGreaterThan(before);
      await section.scrollIntoViewIfNeeded();
      await screenshotOf(section, 'generator-edited');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Casey_Morgan_ATS_Resume.pdf');
      const document = await readDocument(new Uint8Array(await readFile((await download.path())!)));
      const text = document.text.replace(/\s+/g, ' ');
      expect(text).toContain(edited);
      expect(text).not.toContain(removed.replace(/\s+/g, ' '));
      expect(text).toContain(keyword);
    } finally {
      await fresh.close();
    }
  });

  it('writes from the details a person types in when they have no resume file', async () => {
    const fresh = await signedUpSession('Priya Natarajan', { paid: false });
    try {
      const { page } = fresh;
      const section = page.locator('#resume-generator');
      await section.getByRole('button', { name: 'No resume file? Fill in your details' }).click();
      const form = section.getByRole('group', { name: 'Your details' });
      await form.waitFor();
      expect(await form.getByLabel('Your full name').inputValue()).toBe('Priya Natarajan');
      await form.getByLabel('Your phone (optional)').fill('(312) 555-0142');
      await form.getByLabel('Job title (role 1)').fill('Logistics Analyst');
      await form.getByLabel('Company (role 1)').fill('Lakeview Distribution');
      await form.getByLabel('Started (role 1)').fill('Apr 2021');
      await form
        .getByLabel('Achievements (role 1)')
        .fill(
          'Built SQL reports on 300 outbound trucks a week\nCut late deliveries by 18% with Tableau dashboards',
        );
      await form.getByLabel('Skills (optional)').fill('SQL, Tableau, Microsoft Excel');
      await expectNoSeriousAxeFindings(page, 'the details form', '#resume-generator');

      const { preview } = await generateFrom(page, null);
      await preview.getByRole('heading', { name: 'Priya Natarajan' }).waitFor();
      await preview
        .getByRole('heading', { name: 'Logistics Analyst | Lakeview Distribution' })
        .waitFor();
      // Every line the person typed is there, in the order typed.
      const achievements = preview
        .getByRole('list', { name: 'Achievements of Logistics Analyst at Lakeview Distribution' })
        .getByRole('textbox');
      const lines = await Promise.all((await achievements.all()).map((a) => a.inputValue()));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/300 outbound trucks/);
      expect(lines[1]).toMatch(/18%/);
      expect(await preview.getByText('[Your Name]').count()).toBe(0);
      await section.scrollIntoViewIfNeeded();
      await screenshotOf(section, 'generator-from-details');
    } finally {
      await fresh.close();
    }
  });
});
