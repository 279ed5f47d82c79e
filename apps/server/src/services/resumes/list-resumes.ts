import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumes } from '../../db/schema';
import { loadUserVersions } from './versions/load-user-versions';
import { findOwnResume } from './find-resume';

/**
 * GET /resumes: the user's resumes, newest first, each with its latest overall score and the id
 * of the group of versions it belongs to.
 */
export async function listResumes(db: Database, userId: string) {
  const { rows, latest, groups } = await loadUserVersions(db, userId);
  return {
    resumes: rows.map((r) => ({
      resume_id: r.id,
      filename: r.filename,
      uploaded_at: r.createdAt.toISOString(),
      overall_score: latest.get(r.id)?.overallScore ?? null,
      file_available: r.fileAvailable,
      version_group: groups.get(r.id) ?? r.id,
    })),
  };
}

/** DELETE /resumes/{id}: the file, its text and its scores are gone. */
export async function deleteResume(db: Database, userId: string, resumeId: string): Promise<void> {
  const resume = await findOwnResume(db, userId, resumeId);
  await db.delete(resumes).where(and(eq(resumes.id, resume.id), eq(resumes.userId, userId)));
}
