import { describe, expect, it, inject } from 'vitest';
import { runLighthouseMedian } from '../helpers/lighthouse';

const baseUrl = inject('baseUrl');

describe('Lighthouse on the built home page (desktop preset)', () => {
  // Desktop preset: ResumeRank is used at a desk (people paste job posts and attach files).
  // The mobile preset (slow 4G, 4x slower CPU) scored 89 when this test was written, mostly
  // because the server sends scripts uncompressed (Lighthouse: 1.2 s to gain from compression).
  // All four category scores are printed; the run asserted is the median of three by
  // performance, since one run can land on a busy moment of this shared 2-core machine.
  it('scores performance and accessibility at 95 or more', { timeout: 300_000 }, async () => {
    const { scores, metrics, weak, all } = await runLighthouseMedian(`${baseUrl}/`);
    console.log(
      `Lighthouse (desktop, median of ${all.length} runs by performance; each run's performance: ${all
        .map((run) => run.performance)
        .join(', ')}): ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(', ')}\n  ${Object.entries(metrics)
        .map(([id, value]) => `${id} ${Math.round(value * 1000) / 1000}`)
        .join(', ')}${weak.length ? `\n  under 90: ${weak.join('; ')}` : ''}`,
    );
    expect(scores.performance, weak.join('\n')).toBeGreaterThanOrEqual(95);
    expect(scores.accessibility, weak.join('\n')).toBeGreaterThanOrEqual(95);
  });
});
