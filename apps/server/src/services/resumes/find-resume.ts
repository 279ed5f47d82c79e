import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { resumes } from '../../db/schema';
import { AppError } from '../../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own resume, or a 404 (also for someone else's: never say it exists). */
export async function findOwnResume(db: Database, userId: string, resumeId: string) {
  if (!UUID.test(resumeId)) throw new AppError('NOT_FOUND', 'Resume not found.');
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Resume not found.');
  return row;
}
