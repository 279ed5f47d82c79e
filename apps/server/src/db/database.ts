import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database the services use, whichever driver (PGlite or pg) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the few operations the server needs besides queries. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; rejects when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start from such a snapshot). */
  dump?: () => Promise<Blob>;
}

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
