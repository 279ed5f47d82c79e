import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

/** Screenshots land here, so a person can look at what the flows saw. */
export const artifactsDir = path.resolve(import.meta.dirname, '../../.e2e-artifacts');

/** The flags every Chromium of the end-to-end run starts with (root, no display, no network extras). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium, or the one CHROME_PATH names. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Launches Debian's Chromium with a fresh profile; never downloads a browser. */
export async function openBrowser(
  options: { width?: number; height?: number } = {},
): Promise<BrowserSession> {
  const executablePath = chromiumPath();
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    browser: context,
    page,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot under .e2e-artifacts/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Saves a screenshot of one part of the page under .e2e-artifacts/, for a close look at it. */
export async function screenshotOf(part: Locator, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await part.screenshot({ path: file });
  return file;
}

export type { Browser };
