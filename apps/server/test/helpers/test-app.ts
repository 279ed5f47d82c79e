import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';

/** Set to run the server suite against a real PostgreSQL instead of in-memory PGlite. */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Opens a fresh, migrated database: a PGlite copy, or a private schema on PostgreSQL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (postgresUrl) {
    const schemaName = `test_${randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({ url: postgresUrl, schemaName });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        // A separate connection: the test may have closed the handle's pool already.
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshotPath'));
  return openDatabase({ pgliteSnapshot: new Blob([snapshot]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real server on a fresh database, with settings overridden as a test needs. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests run the billing job themselves (app.runBillingJob) at the moments they choose.
    BILLING_INTERVAL_SECONDS: '0',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, ...(options.now ? { now: options.now } : {}) });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
