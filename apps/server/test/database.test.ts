import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { appMeta } from '../src/db/schema';

describe('the embedded database', () => {
  it('keeps data in DATA_DIR across restarts and migrates idempotently', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-db-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.insert(appMeta).values({ key: 'install_id', value: 'abc' });
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, 'install_id'));
      expect(rows.map((r) => r.value)).toEqual(['abc']);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs its queries off the server thread, which keeps turning while one runs', async () => {
    const handle = await openDatabase({});
    try {
      let turns = 0;
      let turning = true;
      const spin = () => {
        turns += 1;
        if (turning) setImmediate(spin);
      };
      setImmediate(spin);
      const before = turns;
      // In-process PGlite would hold the thread for the whole statement: no turn could happen.
      await handle.db.execute(sql`select pg_sleep(0.3)`);
      turning = false;
      expect(turns - before).toBeGreaterThan(10);
    } finally {
      await handle.close();
    }
  });

  it('dumps its data for a copy that starts with the same rows', async () => {
    const first = await openDatabase({});
    await first.db.insert(appMeta).values({ key: 'install_id', value: 'copied' });
    const dump = await first.dump!();
    await first.close();
    const copy = await openDatabase({ pgliteSnapshot: dump });
    try {
      const rows = await copy.db.select().from(appMeta).where(eq(appMeta.key, 'install_id'));
      expect(rows.map((r) => r.value)).toEqual(['copied']);
    } finally {
      await copy.close();
    }
  });
});
