import { describe, expect, it, inject } from 'vitest';
import { firstLoadJavaScript } from '../helpers/first-load';

const baseUrl = inject('baseUrl');

// Issue #8: first-load JavaScript under 120 KB gzipped (kB of 1,000 bytes, as Vite prints).
const BUDGET_BYTES = 120_000;

describe('first-load JavaScript of the built app', () => {
  it('stays under 120 KB gzipped, with Stripe, the forms and the PDF preview left out', async () => {
    const { files, gzipBytes } = await firstLoadJavaScript(baseUrl);
    console.log(
      `first-load JavaScript: ${(gzipBytes / 1000).toFixed(1)} kB gzipped\n${files
        .map((f) => `  ${f.path}  ${f.bytes} B, ${f.gzipBytes} B gz`)
        .join('\n')}`,
    );
    expect(gzipBytes).toBeLessThan(BUDGET_BYTES);
    // What the README promises loads on demand must stay out of the first load.
    for (const lazy of [
      'stripe',
      'auth-modal',
      'create-api-client',
      'generated-preview',
      'score-chart',
    ])
      expect(files.map((f) => f.path).filter((p) => p.includes(lazy))).toEqual([]);
  });
});
