// Issue 24's newcomer, end to end on real files: sign up, score an uploaded PDF whose dates sit in
// a narrow left column, generate from it for a machine-learning job, edit a line, and download
// the PDF, DOCX and TXT; each download, read back by the engine, says what the preview says.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readDocument } from '@resumerank/engine/read-document';
import { parseResume } from '@resumerank/engine/parse-resume';
import { openBrowser, screenshotOf, type BrowserSession } from '../helpers/browser';
import { newEmail, signUpThroughModal } from '../helpers/accounts';
import { subscribeToStandard } from '../helpers/subscribe';
import { COLUMN_ROLES, writeColumnDatesPdf } from '../helpers/column-dates-pdf';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let pdf: string;

const JOB = `Machine Learning Engineer
Requirements
- Python and PyTorch
- SQL and data pipelines
- Kubernetes`;

beforeAll(async () => {
  session = await openBrowser();
  pdf = await writeColumnDatesPdf();
});
afterAll(async () => {
  await session?.close();
});

/** What the preview shows: the name, and each role's title, company, dates and achievements. */
async function previewOf(preview: Locator) {
  const values = async (fields: Locator) =>
    Promise.all((await fields.all()).map((f) => f.inputValue()));
  const titles = await values(preview.getByLabel(/^Title of /));
  const companies = await values(preview.getByLabel(/^Company of /));
  const dates = await values(preview.getByLabel(/^Dates of /));
  const lists = await preview.getByRole('list', { name: /^Achievements of / }).all();
  const achievements = await Promise.all(lists.map((l) => values(l.getByRole('textbox'))));
  return {
    name: await preview.getByRole('heading', { level: 3 }).innerText(),
    roles: titles.map((title, i) => ({
      title,
      company: companies[i],
      dates: dates[i],
      achievements: achievements[i],
    })),
  };
}

/** Downloads one format and reads it back with the engine, as the preview's fields. */
async function downloadAndRead(page: Page, section: Locator, label: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: `Download ${label}` }).click(),
  ]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const document = await readDocument(bytes);
  const parsed = parseResume(document);
  return {
    filename: download.suggestedFilename(),
    format: document.format,
    read: {
      name: parsed.name,
      roles: parsed.experience.map((e) => ({
        title: e.title,
        company: e.company,
        dates: [e.startDate, e.endDate].filter(Boolean).join(' – '),
        achievements: e.bullets,
      })),
    },
  };
}

describe('the newcomer journey, end to end', () => {
  it('signs up, scores a column-dates PDF, generates from it, edits a line, and downloads three files that read back as the preview', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await signUpThroughModal(page, {
      name: 'Priya Raman',
      email: newEmail('newcomer'),
      password: 'priya pass 12',
    });
    await page.getByText('Welcome, Priya!').waitFor();

    // The score reads every role of the upload, its dates lifted out of the column.
    const upload = page.locator('#upload-section');
    await upload.locator('input[type=file]').setInputFiles(pdf);
    await upload.getByRole('button', { name: 'Analyze Resume' }).click();
    await upload.getByRole('heading', { name: 'Top suggestions' }).waitFor({ timeout: 30_000 });
    const reads = upload.getByRole('region', { name: 'What an ATS reads' });
    for (const role of COLUMN_ROLES)
      await reads.getByRole('heading', { name: role.title }).waitFor();

    // Downloads come with Standard.
    await subscribeToStandard(page);

    const section = page.locator('#resume-generator');
    await section.getByLabel('Job description').fill(JOB);
    await section.locator('input[type=file]').setInputFiles(pdf);
    await section.getByRole('button', { name: 'Generate Resume' }).click();
    const preview = section.getByRole('article', { name: 'Generated resume preview' });
    await preview.waitFor({ timeout: 30_000 });

    // The whole resume is written: no refusal, every role with its column dates.
    const written = await previewOf(preview);
    expect(written.name).toBe('Priya Raman');
    expect(written.roles.map((r) => [r.title, r.company, r.dates])).toEqual(
      COLUMN_ROLES.map((r) => [r.title, r.company, `${r.from} ${r.to}`]),
    );

    const role = `${COLUMN_ROLES[0]!.title} at ${COLUMN_ROLES[0]!.company}`;
    const edited =
      'Trained ranking models in PyTorch on 40M examples for search, lifting click-through by 6%';
    await preview
      .getByRole('textbox', { name: `Achievement 1 of ${role}`, exact: true })
      .fill(edited);
    await section.getByText('Score of your edited resume.').waitFor();
    const shown = await previewOf(preview);
    expect(shown.roles[0]!.achievements![0]).toBe(edited);
    await section.scrollIntoViewIfNeeded();
    await screenshotOf(section, 'newcomer-edited');

    for (const [label, format] of [
      ['PDF', 'pdf'],
      ['DOCX', 'docx'],
      ['TXT', 'txt'],
    ] as const) {
      const file = await downloadAndRead(page, section, label);
      expect(file.filename).toBe(`Priya_Raman_ATS_Resume.${format}`);
      expect(file.format).toBe(format);
      expect(file.read.roles[0]?.achievements).toContain(edited);
      expect(file.read).toEqual(shown);
    }
  });
});
