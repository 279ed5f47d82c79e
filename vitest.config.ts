import { defineConfig } from 'vitest/config';

// Unit and integration suites of every part. The end-to-end flows have their own config
// (e2e/vitest.config.ts) because they need the built app and a browser.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/engine', 'apps/server', 'apps/web'],
  },
});
