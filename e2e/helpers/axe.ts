import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Issue #8 asks for no serious or critical findings; minor and moderate ones are still printed.
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe-core (every rule, WCAG 2.x A/AA and best practices) on the page as it is now, or on
 * the part `include` selects, and returns one line per failing element.
 */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  let results = await analyzeSettled(page, include);
  // A toast may start to fade out while axe runs, and its colours mid-fade are not the page's:
  // when a contrast finding sits on an element still animating, the page is read once more,
  // settled. A finding on a still element stands.
  const fading = results.violations
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  if (fading.length && (await anyAnimating(page, fading)))
    results = await analyzeSettled(page, include);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      id: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? violation.help,
    })),
  );
}

/** Waits for every animation with an end (2 s at most), then runs axe. */
async function analyzeSettled(page: Page, include?: string) {
  // Colours caught mid-transition (a button turning enabled) are not the page's colours: let
  // every running transition and animation finish first.
  // (Spinners run forever: only animations with an end are waited for, and 2 s at most.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/** Whether any of the elements axe named, or what holds them, is animating or gone since. */
async function anyAnimating(page: Page, selectors: string[]): Promise<boolean> {
  return page.evaluate((targets) => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' || a.playState === 'finished')
      .map((a) => (a.effect as KeyframeEffect | null)?.target)
      .filter((t): t is Element => t instanceof Element);
    return targets.some((selector) => {
      const element = document.querySelector(selector);
      return element === null || running.some((t) => t === element || t.contains(element));
    });
  }, selectors);
}

/**
 * Fails the test when axe finds a serious or critical problem on the page (or the `include`
 * part of it), naming each finding's rule, impact and element; lesser findings are logged.
 */
export async function expectNoSeriousAxeFindings(page: Page, what: string, include?: string) {
  const findings = await axeFindings(page, include);
  const line = (f: AxeFinding) => `${f.id} (${f.impact}) at ${f.target}: ${f.summary}`;
  const minor = findings.filter((f) => !BLOCKING.has(f.impact));
  if (minor.length > 0)
    console.log(`axe, ${what}, not blocking:\n  ${minor.map(line).join('\n  ')}`);
  expect(
    findings.filter((f) => BLOCKING.has(f.impact)).map(line),
    `serious or critical axe findings on ${what}`,
  ).toEqual([]);
}
