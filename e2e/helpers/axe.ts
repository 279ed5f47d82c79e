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
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      id: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? violation.help,
    })),
  );
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
