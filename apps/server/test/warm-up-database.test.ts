import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { warmUpDatabase } from '../src/services/warm-up-database';
import { openTestDatabase } from './helpers/test-app';

describe('the database warm-up at start', () => {
  it('runs an upload’s statements and leaves no row behind', async () => {
    const handle = await openTestDatabase();
    try {
      const count = async (table: string) => {
        const result = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
        return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
      };
      const tables = ['users', 'resumes', 'resume_scores', 'usage_counters'];
      const before = await Promise.all(tables.map(count));
      await warmUpDatabase(handle.db, new Date('2026-05-04T09:00:00Z'));
      expect(await Promise.all(tables.map(count))).toEqual(before);
    } finally {
      await handle.close();
    }
  });
});
