import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

// Markup that would run if any of it reached the page as HTML.
const NAME = 'Eve<img src=x onerror="window.__injected=1">';
const BULLET = 'Responsible for <script>window.__injected=2</script> weekly reports';
const JOB = `<img src=x onerror="window.__injected=3">Data Analyst
Requirements
- SQL and <b>Python</b>`;

const RESUME = [
  'Eve Hart',
  'eve.hart@example.com | (555) 010-4477',
  'EXPERIENCE',
  'Analyst, Northwind Traders',
  'Jan 2021 – Present',
  `- ${BULLET}`,
  '- Built SQL dashboards used by 40 managers',
  'EDUCATION',
  'BSc Economics, State University, 2020',
  'SKILLS',
  'SQL, Python',
].join('\n');

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('what people write is shown as text, never run as markup', () => {
  it('in the greeting, the score report and the generated resume', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, { name: NAME, email: newEmail('eve'), password: 'eve pass 12' });
    // The greeting shows the first word of the name, as text.
    await page.getByText('Welcome, Eve<img!').waitFor();

    const upload = page.locator('#upload-section');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'eve.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(RESUME),
    });
    await upload.getByRole('button', { name: 'Analyze Resume' }).click();
    await upload.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
    await upload.getByText(BULLET).first().waitFor();

    const generator = page.locator('#resume-generator');
    await generator.getByLabel('Job description').fill(JOB);
    await generator.getByRole('button', { name: 'Generate Resume' }).click();
    const preview = generator.getByRole('article', { name: 'Generated resume preview' });
    await preview.waitFor({ timeout: 30_000 });
    await preview
      .getByText(/<img src=x onerror=/)
      .first()
      .waitFor();

    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    expect(await page.locator('main img[src="x"], main script, main b').count()).toBe(0);
  });
});
