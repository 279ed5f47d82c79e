import path from 'node:path';

/** Plain SQL against the server's database, opened by the soak itself (the server stopped, for PGlite). */
export interface DatabaseReader {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Opens the database a server used: PGlite's files in DATA_DIR (only one process may open them,
 * so the server must be stopped) or a PostgreSQL URL. Sessions run in UTC so dates compare as
 * the server's usage days do.
 */
export async function openDatabaseReader(
  target: { dataDir: string } | { url: string },
): Promise<DatabaseReader> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query(`set time zone 'UTC'`);
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'));
  await db.exec(`set time zone 'UTC'`);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}
