import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './start-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One server on a free port with an empty DATA_DIR for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-e2e-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every flow signs up and in from 127.0.0.1; the limits themselves are tested on the server.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
