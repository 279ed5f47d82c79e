import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumes } from '../../db/schema';

/** What the retention job needs. */
export interface RetentionContext {
  db: Database;
  /** RESUME_FILE_RETENTION_DAYS: 0 keeps every file. */
  retentionDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases the original file of every resume uploaded more than the retention period before `now`;
 * its extracted text, scores and parsed data stay. One idempotent UPDATE, so every server of a
 * cluster may run it at once: a second run finds nothing left to erase. Returns how many files
 * were erased.
 */
export async function eraseExpiredFiles(ctx: RetentionContext, now: Date): Promise<number> {
  if (ctx.retentionDays === 0) return 0;
  const cutoff = new Date(now.getTime() - ctx.retentionDays * DAY_MS);
  const erased = await ctx.db
    .update(resumes)
    .set({ file: null })
    .where(and(lt(resumes.createdAt, cutoff), isNotNull(resumes.file)))
    .returning({ id: resumes.id });
  return erased.length;
}
