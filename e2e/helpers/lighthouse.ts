import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath } from './browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** Each category's score, 0 to 100. */
  scores: Record<Category, number>;
  /** Lab metrics in milliseconds (CLS unitless), for the log. */
  metrics: Record<string, number>;
  /** Audits that scored under 90 in the two asserted categories: what to look at first. */
  weak: string[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * Runs Lighthouse `runs` times (a fresh Chromium each) and returns the run with the median
 * performance score, as Lighthouse's own guidance on variability advises: on a shared 2-core
 * machine one run can land on a busy moment. `all` lists every run's scores.
 */
export async function runLighthouseMedian(
  url: string,
  runs = 3,
): Promise<LighthouseResult & { all: Array<Record<Category, number>> }> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runWithTrace(url));
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, all: results.map((r) => r.scores) };
}

/** Lighthouse's runtime error: the run produced no scores (e.g. NO_NAVSTART, a trace it lost). */
class TraceNotRecorded extends Error {}

/**
 * One Lighthouse run, tried again (twice at most) when it ends in a runtime error instead of
 * scores (NO_NAVSTART and the like: "Please run Lighthouse again", seen once in CI). A run that
 * scores is never repeated, so a low score still fails, and so does an error that persists.
 */
async function runWithTrace(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === 3) throw error;
      console.warn(`Lighthouse run again (attempt ${attempt + 1}): ${error.message}`);
    }
  }
}

/**
 * Runs Lighthouse with its desktop preset on `url` in the same Chromium the flows use, started by
 * chrome-launcher with the flags of browser.ts (Lighthouse never downloads a browser here).
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-lighthouse-'));
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'error',
  });
  try {
    const answer = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktopConfig,
    );
    if (!answer) throw new Error('Lighthouse returned no result');
    const { lhr } = answer;
    if (lhr.runtimeError) throw new TraceNotRecorded(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
    );
    const weak = (['performance', 'accessibility'] as const).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${id}: ${audit!.id} (${audit!.score}) ${audit!.displayValue ?? ''}`),
    );
    return { scores, metrics, weak };
  } finally {
    chrome.kill();
    // Chromium may still be writing its profile for a moment after the kill.
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}
