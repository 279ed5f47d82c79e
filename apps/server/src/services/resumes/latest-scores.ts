import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumeScores } from '../../db/schema';

/** A stored score row. */
export type ScoreRow = typeof resumeScores.$inferSelect;

/**
 * Each resume's latest score, by resume id: the one GET /scoring/scores/{id} shows. One query
 * for all of them, newest first, so the first row seen for a resume is its latest.
 */
export async function latestScores(
  db: Database,
  resumeIds: string[],
): Promise<Map<string, ScoreRow>> {
  const latest = new Map<string, ScoreRow>();
  if (!resumeIds.length) return latest;
  const rows = await db
    .select()
    .from(resumeScores)
    .where(inArray(resumeScores.resumeId, resumeIds))
    .orderBy(desc(resumeScores.createdAt));
  for (const row of rows) if (!latest.has(row.resumeId)) latest.set(row.resumeId, row);
  return latest;
}
