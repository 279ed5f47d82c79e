import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Database } from './database';
import * as schema from './schema';

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

/** Opens PGlite or PostgreSQL, applies the committed migrations and returns a handle. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.schemaName) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  const lock = await pool.connect();
  try {
    if (schemaName) await lock.query(`create schema if not exists "${schemaName}"`);
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, {
      migrationsFolder,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
