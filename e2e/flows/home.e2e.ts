import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from '../helpers/browser';

let session: BrowserSession;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the home page', () => {
  it('shows the navigation, every section in order and the footer', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('ResumeRank').first().isVisible()).toBe(true);
    for (const [label, href] of [
      ['Home', '#home'],
      ['Upload', '#upload-section'],
      ['Resume Generator', '#resume-generator'],
      ['Pricing', '#pricing'],
    ] as const) {
      const link = nav.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href'), label).toBe(href);
    }
    expect(await page.getByRole('button', { name: 'Sign In' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Up' }).first().isVisible()).toBe(true);

    const ids = await page.$$eval('main section[id]', (sections) => sections.map((s) => s.id));
    expect(
      ids.filter((id) => ['home', 'upload-section', 'resume-generator', 'pricing'].includes(id)),
    ).toEqual(['home', 'upload-section', 'resume-generator', 'pricing']);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Why Choose ResumeRank' }).isVisible())
      .toBe(true);
    for (const card of ['AI-Powered Analysis', 'Detailed Scoring', 'Instant Results']) {
      expect(await page.getByText(card, { exact: true }).first().isVisible(), card).toBe(true);
    }
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));

    await screenshot(page, 'home-desktop');
    expect(errors).toEqual([]);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const phone = await openBrowser({ width: 360, height: 780 });
    try {
      await phone.page.goto(`${baseUrl}/`);
      await phone.page.getByRole('heading', { name: 'Why Choose ResumeRank' }).waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'home-phone');
    } finally {
      await phone.close();
    }
  });

  it('answers the API under /api from the same server', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
