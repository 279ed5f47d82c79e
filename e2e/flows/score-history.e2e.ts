import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshotOf, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { writeResumePdf } from '../helpers/resume-pdf';
import { subscribeToStandard } from '../helpers/subscribe';
import { expectNoSeriousAxeFindings } from '../helpers/axe';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let first: string;
let second: string;

beforeAll(async () => {
  session = await openBrowser();
  first = await writeResumePdf();
  second = await writeResumePdf({ improved: true });
});
afterAll(async () => {
  await session?.close();
});

async function uploadAndScore(page: Page, file: string, filename: string, job?: string) {
  const section = page.locator('#upload-section');
  await section.locator('input[type=file]').setInputFiles(file);
  await section.getByText(filename).waitFor();
  if (job) await section.getByLabel(/Paste a job description/).fill(job);
  await section.getByRole('button', { name: 'Analyze Resume' }).click();
  await section.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
}

const JOB = ['Data Analyst', 'Requirements', '- SQL and Tableau', '- Power BI'].join('\n');

describe('score history, end to end', () => {
  it('matches a job, then groups two versions, charts their scores on demand and compares them', async () => {
    const { page } = session;
    const chartRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('score-chart')) chartRequests.push(r.url());
    });
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Casey Morgan',
      email: newEmail('history'),
      password: 'history pass 1',
    });
    await page.getByText('Welcome, Casey!').waitFor();
    // The Free plan allows one upload a day; Standard allows the second version.
    await subscribeToStandard(page);

    // The first version is matched against a job: the report shows beside the score.
    await uploadAndScore(page, first, 'casey-morgan-resume.pdf', JOB);
    const report = page.getByRole('region', { name: 'Match report: Data Analyst' });
    await report.getByText('Found: SQL').waitFor();
    await report.getByText('Missing: Power BI').waitFor();
    await page
      .locator('#upload-section')
      .getByRole('button', { name: 'Analyze Another Resume' })
      .click();
    await uploadAndScore(page, second, 'casey-morgan-resume-v2.pdf');

    const group = page
      .locator('#my-resumes')
      .getByRole('listitem', { name: 'casey-morgan-resume-v2.pdf, 2 versions' });
    await group.waitFor();
    const versions = group.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    expect(await versions.count()).toBe(2);
    // The chart library is not loaded until the history is opened.
    expect(chartRequests).toEqual([]);

    await group.getByRole('button', { name: 'History' }).click();
    // Five lines (overall and four measures), one point per version on each.
    const points = group.locator('[data-testid=score-chart] svg .ct-point');
    // A point is a zero-length SVG line: attached, though a browser calls it invisible.
    await points.nth(9).waitFor({ state: 'attached' });
    expect(await points.count()).toBe(10);
    expect(chartRequests.length).toBeGreaterThan(0);
    const table = group.getByRole('table');
    expect(await table.getByRole('row').count()).toBe(3);

    const compare = group.getByRole('region', { name: 'Compare versions' });
    const passing = compare.getByRole('region', { name: 'Checks now passing' });
    await passing.getByText('Duties instead of achievements').waitFor();
    const added = compare.getByRole('region', { name: 'Lines added' });
    await added.getByText(/Cleaned 2M rows of sales data in Python/).waitFor();
    const removed = compare.getByRole('region', { name: 'Lines removed' });
    await removed.getByText(/Responsible for data cleaning/).waitFor();
    await group.scrollIntoViewIfNeeded();
    await screenshotOf(group, 'score-history');
    await expectNoSeriousAxeFindings(page, 'score history', '#my-resumes');

    // Picking the versions the other way round turns the same check into one that now fails.
    await compare.getByLabel('From').selectOption({ index: 1 });
    await compare.getByLabel('To').selectOption({ index: 0 });
    await compare
      .getByRole('region', { name: 'Checks now failing' })
      .getByText('Duties instead of achievements')
      .waitFor();
  });
});
