import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/**
 * Creates one migrated PGlite database and dumps it, so each test starts from a copy in about
 * half a second instead of creating and migrating its own (several seconds).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-pglite-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  const handle = await openDatabase({});
  if (!handle.dump) throw new Error('PGlite handle cannot dump');
  const dump = await handle.dump();
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshotPath', snapshotPath);
  return async () => rm(dir, { recursive: true, force: true });
}
