import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, screenshotOf, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { writeResumePdf } from '../helpers/resume-pdf';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let pdf: string;

beforeAll(async () => {
  session = await openBrowser();
  pdf = await writeResumePdf();
});
afterAll(async () => {
  await session?.close();
});

describe('upload and score, end to end', () => {
  it('asks a visitor to sign in', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await page.locator('#upload-section').getByRole('button', { name: 'Choose a file' }).click();
    await page.getByText('Please sign in to upload and score your resume').waitFor();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
  });

  it('scores a PDF, shows the gauge and suggestions, then hits the Free limit', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Casey Morgan',
      email: newEmail('casey'),
      password: 'casey pass 1',
    });
    await page.getByText('Welcome, Casey!').waitFor();

    const section = page.locator('#upload-section');
    await section.locator('input[type=file]').setInputFiles(pdf);
    await section.getByText('casey-morgan-resume.pdf').waitFor();
    await section.getByRole('button', { name: 'Analyze Resume' }).click();
    await section.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
    const gauge = section.getByRole('figure');
    expect(await gauge.getAttribute('aria-label')).toMatch(/^Overall score \d+ out of 100$/);
    expect(
      await section
        .getByText(/Responsible for data cleaning/)
        .first()
        .isVisible(),
    ).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'upload-result');

    // What an ATS read from the fixture: the first role, and its achievements once opened.
    const reads = section.getByRole('region', { name: 'What an ATS reads' });
    await reads.getByRole('heading', { name: 'Data Analyst' }).waitFor();
    expect(await reads.getByText('Harbor Retail · Boston, MA').isVisible()).toBe(true);
    expect(await reads.getByText('(617) 555-0123').isVisible()).toBe(true);
    const achievement = reads.getByText(/^Built Tableau dashboards used by 60 store managers/);
    expect(await achievement.isVisible()).toBe(false);
    const toggle = reads.getByRole('button', {
      name: '3 achievements as Data Analyst at Harbor Retail',
    });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await achievement.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshotOf(reads, 'upload-ats-reads');

    // The Free plan's one upload a day is used: the meter turns red and the next upload is refused.
    const meters = page.getByRole('region', { name: "Today's usage" });
    await meters.locator('[data-tone="full"]').first().waitFor();
    await section.getByRole('button', { name: 'Analyze Another Resume' }).click();
    await section.locator('input[type=file]').setInputFiles(pdf);
    await section.getByRole('button', { name: 'Analyze Resume' }).click();
    await section.getByRole('alert').filter({ hasText: 'Daily upload limit reached' }).waitFor();
    expect(await meters.getByText('1/1').first().isVisible()).toBe(true);
    await screenshot(page, 'upload-limit');

    // The past resume is listed with its score.
    const mine = page.locator('#my-resumes');
    await mine.getByText('casey-morgan-resume.pdf').waitFor();
  });

  it('matches the resume against a pasted job and shows the report', async () => {
    // A browser of its own: the person above is still signed in in the first one.
    const own = await openBrowser();
    try {
      await matchFlow(own);
    } finally {
      await own.close();
    }
  });
});

async function matchFlow({ page }: BrowserSession): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await signUpThroughModal(page, {
    name: 'Riley Hart',
    email: newEmail('riley'),
    password: 'riley pass 1',
  });
  await page.getByText('Welcome, Riley!').waitFor();
  const section = page.locator('#upload-section');
  await section.locator('input[type=file]').setInputFiles(pdf);
  await section
    .getByLabel(/Paste a job description/)
    .fill(
      [
        'Senior Data Analyst',
        'Requirements',
        '- 3+ years of experience in analytics',
        '- SQL and Tableau',
        '- Power BI',
        "- Bachelor's degree",
      ].join('\n'),
    );
  await section.getByRole('button', { name: 'Analyze Resume' }).click();
  const report = section.getByRole('region', { name: 'Match report: Senior Data Analyst' });
  await report.waitFor({ timeout: 30_000 });
  // Found with the line that shows it; missing, with an edit that says "only if true".
  expect(await report.getByText('Found: Tableau').isVisible()).toBe(true);
  await report.getByText(/^Built Tableau dashboards used by 60 store managers/).waitFor();
  expect(await report.getByText('Missing: Power BI').isVisible()).toBe(true);
  await report.getByText(/Add "Power BI" \(only if true\)/).waitFor();
  await report.scrollIntoViewIfNeeded();
  await screenshotOf(report, 'upload-match-report');
}
