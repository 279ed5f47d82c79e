import { defineConfig } from 'vitest/config';

// End-to-end flows: one real server (the built app, temporary DATA_DIR) for the whole run,
// driven by Debian's Chromium. Files run one at a time: the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['flows/**/*.e2e.ts'],
    globalSetup: ['helpers/global-setup.ts'],
    fileParallelism: false,
    // A hang guard, not a speed check (the flows take 1-17 s on a quiet machine): CI shares the
    // machine's two cores with whatever else runs there, and a flow starved for a minute is no
    // finding about the app.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
