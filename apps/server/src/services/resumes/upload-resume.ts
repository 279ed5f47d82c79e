import { acceptedFileTypes } from '@resumerank/contract/resumes';
import { detectFileType } from '@resumerank/engine/detect-file-type';
import { resumes, resumeScores } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { INVALID_FILE_TYPE_MESSAGE } from '@resumerank/contract/resumes';
import { checkLimits } from '../usage/get-usage';
import { limitReached, takeUsage } from '../usage/take-usage';
import { planCatalog } from '@resumerank/contract/plan-catalog';
import { planForUser } from '../usage/plan-for-user';
import { cleanFilename } from './clean-filename';
import { engineFailure } from './engine-failure';
import { guardUnreadable } from './guard-unreadable';
import type { ResumeContext } from './resume-context';

/**
 * Stores an uploaded resume: its kind decided from the bytes, read and scored by the engine in
 * a worker, then one daily upload taken atomically with the file, its text and its score saved
 * in one transaction. A file that cannot be read costs no upload.
 */
export async function uploadResume(
  ctx: ResumeContext,
  input: {
    userId: string;
    filename: string | undefined;
    bytes: Uint8Array;
    /** With it, the score carries a match report against this job (one scan all the same). */
    jobDescription?: string | undefined;
  },
) {
  const format = detectFileType(input.bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE_MESSAGE);
  const startedAt = ctx.now();
  // Fail fast before spending a worker on a user with no uploads left; the real check is atomic.
  const limits = await checkLimits(ctx.db, input.userId, startedAt);
  if (!limits.resume_upload.can_use) {
    const plan = await planForUser(ctx.db, input.userId, startedAt);
    throw limitReached('resume_upload', planCatalog[plan].limits.resume_upload, startedAt);
  }
  const job = input.jobDescription
    ? { description: input.jobDescription, now: startedAt }
    : undefined;
  const outcome = await guardUnreadable(ctx, input.userId, () =>
    ctx.engine.analyze(input.bytes, job),
  );
  if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);

  const now = ctx.now();
  const filename = cleanFilename(input.filename);
  const contentType =
    outcome.format === 'json' ? 'application/json' : acceptedFileTypes[outcome.format];
  // The use is taken in the same transaction that stores the resume: a crash between the two
  // (found by the soak's kill -9 runs) would otherwise cost an upload that stored nothing.
  const row = await ctx.db.transaction(async (tx) => {
    await takeUsage(tx, input.userId, 'resume_upload', now);
    const [resume] = await tx
      .insert(resumes)
      .values({
        userId: input.userId,
        filename,
        contentType,
        format: outcome.format,
        sizeBytes: input.bytes.length,
        pages: outcome.pages,
        wordCount: outcome.wordCount,
        file: Buffer.from(input.bytes),
        text: outcome.text,
        createdAt: now,
      })
      .returning({ id: resumes.id });
    await tx.insert(resumeScores).values({
      resumeId: resume!.id,
      overallScore: outcome.results.overall_score,
      engineVersion: outcome.results.engine_version,
      results: outcome.results,
      createdAt: now,
    });
    return resume!;
  });
  return {
    resume_id: row.id,
    filename,
    content_type: contentType,
    size_bytes: input.bytes.length,
    pages: outcome.pages,
    word_count: outcome.wordCount,
  };
}
