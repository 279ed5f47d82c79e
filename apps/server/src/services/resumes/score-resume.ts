import { desc, eq } from 'drizzle-orm';
import { ENGINE_VERSION, type ScoreResults } from '@resumerank/engine/score-resume';
import { resumeScores } from '../../db/schema';
import { FILE_ERASED_MESSAGE } from '@resumerank/contract/resumes';
import { AppError } from '../../errors/app-error';
import { engineFailure } from './engine-failure';
import { findOwnResume } from './find-resume';
import type { ResumeContext } from './resume-context';

/** The latest stored score of a resume, if any. */
async function latestScore(ctx: ResumeContext, resumeId: string) {
  const [row] = await ctx.db
    .select()
    .from(resumeScores)
    .where(eq(resumeScores.resumeId, resumeId))
    .orderBy(desc(resumeScores.createdAt))
    .limit(1);
  return row;
}

/**
 * POST /scoring/score/{id}: the resume's score from the current engine. The score made at upload
 * is reused; a score from an older engine version is made again from the stored file.
 */
export async function scoreOwnResume(ctx: ResumeContext, userId: string, resumeId: string) {
  const resume = await findOwnResume(ctx.db, userId, resumeId);
  const latest = await latestScore(ctx, resume.id);
  if (latest && latest.engineVersion === ENGINE_VERSION) {
    return { resume_id: resume.id, results: latest.results as ScoreResults };
  }
  // The file is erased after the retention period (eraseExpiredFiles); its old score stays.
  if (!resume.file) throw new AppError('GONE', FILE_ERASED_MESSAGE);
  const outcome = await ctx.engine.analyze(new Uint8Array(resume.file));
  if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);
  // The job description is not kept (least data): a match report made at upload stays as it was.
  const match = (latest?.results as ScoreResults | undefined)?.match;
  const results = match ? { ...outcome.results, match } : outcome.results;
  await ctx.db.insert(resumeScores).values({
    resumeId: resume.id,
    overallScore: results.overall_score,
    engineVersion: results.engine_version,
    results,
    createdAt: ctx.now(),
  });
  return { resume_id: resume.id, results };
}

/** GET /scoring/scores/{id}: the latest stored score, or 404 when the resume has none. */
export async function getOwnScore(ctx: ResumeContext, userId: string, resumeId: string) {
  const resume = await findOwnResume(ctx.db, userId, resumeId);
  const latest = await latestScore(ctx, resume.id);
  if (!latest) throw new AppError('NOT_FOUND', 'This resume has not been scored yet.');
  return { resume_id: resume.id, results: latest.results as ScoreResults };
}
