import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Suites that need the shared services of a multi-server deployment: Redis (127.0.0.1:6379, or
// TEST_REDIS_URL) and PostgreSQL (TEST_DATABASE_URL's server). Not part of the root projects, so
// `npm test` stays runnable with nothing installed; `node scripts/test.mjs --only cluster` runs it.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'server-cluster',
    include: ['cluster-test/**/*.test.ts'],
    // Each suite starts its own server processes: one suite at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
