// Prints themed HTML pages to PDF and takes their text with one headless Chromium, driven by
// playwright-core: one browser start for all pages instead of one per page.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

/** Where Chromium is: CHROME_PATH, /usr/bin/chromium, or chromium on PATH; null if nowhere. */
export function findChromium(): string | null {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    ...dirs.flatMap((d) => [path.join(d, 'chromium'), path.join(d, 'chromium-browser')]),
  ].filter((c): c is string => Boolean(c));
  return candidates.find((c) => existsSync(c)) ?? null;
}

/** One page to print: the HTML file, and where its PDF and its text go. */
export interface PrintJob {
  html: string;
  pdf: string;
  txt: string;
}

/** Two pages at a time: the machines this runs on have two cores, shared. */
const AT_ONCE = 2;

/**
 * Prints every job's page to a Letter PDF and writes the page's text as Chromium lays it out
 * (what a person copying from the browser gets). Every request that is not a local file fails at
 * once, so a theme's forgotten web font costs nothing and the output never depends on the network.
 * A page that fails to load or print is returned (HTML file to error), not fatal.
 */
export async function printWithChromium(
  executable: string,
  jobs: PrintJob[],
): Promise<Map<string, string>> {
  const failed = new Map<string, string>();
  const browser = await chromium.launch({
    executablePath: executable,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(/^(?!file:)/, (route) => route.abort());
    let next = 0;
    const worker = async () => {
      const page = await context.newPage();
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        try {
          await page.goto(pathToFileURL(job.html).href, { waitUntil: 'load', timeout: 60_000 });
          await writeFile(job.txt, await page.innerText('body'));
          await page.pdf({ path: job.pdf, format: 'Letter', printBackground: true });
        } catch (error) {
          failed.set(job.html, error instanceof Error ? error.message : String(error));
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    return failed;
  } finally {
    await browser.close();
  }
}
