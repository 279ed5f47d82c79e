import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabaseReader, type DatabaseReader } from './database-reader';
import { createScratchDatabase } from './scratch-database';

/** Where a soak run keeps its data: a fresh DATA_DIR, and a scratch PostgreSQL database or none. */
export interface SoakTarget {
  kind: 'pglite' | 'postgres';
  /** Server settings that point at this data. */
  env: Record<string, string>;
  openReader(): Promise<DatabaseReader>;
  dispose(): Promise<void>;
}

/** Makes a fresh target: PGlite in a new DATA_DIR, or a new database on `postgresUrl`'s server. */
export async function createSoakTarget(postgresUrl: string | null): Promise<SoakTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-soak-'));
  if (!postgresUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      openReader: () => openDatabaseReader({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchDatabase(postgresUrl);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    openReader: () => openDatabaseReader({ url: database.url }),
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
