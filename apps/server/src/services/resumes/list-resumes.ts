import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumes } from '../../db/schema';
import { latestScores } from './latest-scores';
import { findOwnResume } from './find-resume';

/** GET /resumes: the user's resumes, newest first, each with its latest overall score. */
export async function listResumes(db: Database, userId: string) {
  const rows = await db
    .select({
      id: resumes.id,
      filename: resumes.filename,
      createdAt: resumes.createdAt,
      // Only whether the file is still kept; the bytes are not read for a list.
      fileAvailable: sql<boolean>`${resumes.file} is not null`,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt))
    .limit(100);
  const latest = await latestScores(
    db,
    rows.map((r) => r.id),
  );
  return {
    resumes: rows.map((r) => ({
      resume_id: r.id,
      filename: r.filename,
      uploaded_at: r.createdAt.toISOString(),
      overall_score: latest.get(r.id)?.overallScore ?? null,
      file_available: r.fileAvailable,
    })),
  };
}

/** DELETE /resumes/{id}: the file, its text and its scores are gone. */
export async function deleteResume(db: Database, userId: string, resumeId: string): Promise<void> {
  const resume = await findOwnResume(db, userId, resumeId);
  await db.delete(resumes).where(and(eq(resumes.id, resume.id), eq(resumes.userId, userId)));
}
