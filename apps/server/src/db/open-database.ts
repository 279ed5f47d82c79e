import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Pool, PoolConfig } from 'pg';
import type { DatabaseHandle, Database } from './database';
import * as schema from './schema';
import { PGLITE_PORT, startPgliteHost } from './start-pglite-host';

/** Where the committed SQL migrations live (written by `npm run db:generate`). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** An arbitrary but fixed key, so concurrent server processes migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_311_2026;

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use a PostgreSQL server. */
  url?: string;
  /** A folder for PGlite's files; omitted (with no url) means an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way); default public. */
  schemaName?: string;
  /** A PGlite data directory dump to start from instead of an empty database (tests). */
  pgliteSnapshot?: Blob;
}

/**
 * Opens PostgreSQL, or PGlite in its own thread, applies the committed migrations and returns a
 * handle. Both are reached with `pg` over the wire protocol: one driver, one code path.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    return connect({ connectionString: options.url, max: 10 }, 'postgres', options.schemaName);
  }
  const host = await startPgliteHost({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.pgliteSnapshot ? { snapshot: options.pgliteSnapshot } : {}),
  });
  try {
    // One connection: PGlite is a single session (see pglite-host.ts). It stays open for good.
    const target = { host: host.socketDir, port: PGLITE_PORT, user: 'postgres', max: 1 };
    const handle = await connect({ ...target, idleTimeoutMillis: 0 }, 'pglite');
    return {
      ...handle,
      ping: async () => {
        if (host.failure) throw host.failure;
        await handle.ping();
      },
      close: async () => {
        await handle.close();
        await host.close();
      },
      dump: () => host.dump(),
    };
  } catch (error) {
    await host.close();
    throw error;
  }
}

async function connect(
  settings: PoolConfig,
  kind: DatabaseHandle['kind'],
  schemaName?: string,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionTimeoutMillis: 5_000,
    ...settings,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  const migrateHere = () =>
    migrate(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  try {
    // Only one process can open a PGlite folder, so only a PostgreSQL server needs the lock.
    if (kind === 'postgres') await migrateUnderLock(pool, migrateHere, schemaName);
    else await migrateHere();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Runs the migrations while holding an advisory lock, so processes starting together take turns. */
async function migrateUnderLock(
  pool: Pool,
  migrateHere: () => Promise<void>,
  schemaName?: string,
): Promise<void> {
  const lock = await pool.connect();
  try {
    if (schemaName) await lock.query(`create schema if not exists "${schemaName}"`);
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateHere();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
