import { desc, eq, sql } from 'drizzle-orm';
import type { ScoreResults } from '@resumerank/contract/scoring';
import type { Database } from '../../../db/database';
import { resumes } from '../../../db/schema';
import { latestScores } from '../latest-scores';
import { groupVersions } from './group-versions';

/** Resumes listed and grouped at most: the newest ones, as GET /resumes shows them. */
export const MAX_LISTED_RESUMES = 100;
/** Characters of each text read for grouping: enough for the words text-similarity compares. */
const GROUPING_TEXT_CHARS = 40_000;

/**
 * The user's newest resumes (newest first) with their latest scores and version group ids,
 * for the list and the history. Text is read only for grouping; the file's bytes are not read.
 */
export async function loadUserVersions(db: Database, userId: string) {
  const rows = await db
    .select({
      id: resumes.id,
      filename: resumes.filename,
      createdAt: resumes.createdAt,
      text: sql<string>`left(${resumes.text}, ${GROUPING_TEXT_CHARS})`,
      fileAvailable: sql<boolean>`${resumes.file} is not null`,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt))
    .limit(MAX_LISTED_RESUMES);
  const latest = await latestScores(
    db,
    rows.map((r) => r.id),
  );
  const groups = groupVersions(
    rows.map((r) => ({
      ...r,
      person: (latest.get(r.id)?.results as ScoreResults | undefined)?.parsed.name ?? null,
    })),
  );
  return { rows, latest, groups };
}
