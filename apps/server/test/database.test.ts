import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
});
