import { desc, eq } from 'drizzle-orm';
import { JOB_DESCRIPTION_REQUIRED } from '@resumerank/contract/generator';
import { INVALID_FILE_TYPE_MESSAGE } from '@resumerank/contract/resumes';
import { detectFileType } from '@resumerank/engine/detect-file-type';
import { resumes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { engineFailure } from '../resumes/engine-failure';
import type { ResumeContext } from '../resumes/resume-context';
import { returnUsage, takeUsage } from '../usage/take-usage';
import { guardUnreadable } from '../resumes/guard-unreadable';

/** More waiting work than this and generation answers 503 rather than keep people waiting. */
const MAX_QUEUED = 50;

export const AI_UNAVAILABLE =
  'AI resume generation is currently unavailable. Please try again later.';

/**
 * POST /resume-generator/generate: an ATS-optimized resume for the job, from the attached
 * resume, or else the user's latest upload, or else a draft to fill in. One daily generation is
 * taken atomically and given back if the work fails.
 */
export async function generateForJob(
  ctx: ResumeContext,
  input: { userId: string; jobDescription: string; file: Uint8Array | null },
) {
  const jobDescription = input.jobDescription.trim();
  if (!jobDescription) {
    throw new AppError('VALIDATION_ERROR', JOB_DESCRIPTION_REQUIRED, {
      errors: [{ field: 'job_description', message: JOB_DESCRIPTION_REQUIRED }],
    });
  }
  if (jobDescription.length > 50_000) {
    const message = 'The job description is too long (50,000 characters at most)';
    throw new AppError('VALIDATION_ERROR', message, {
      errors: [{ field: 'job_description', message }],
    });
  }
  if (input.file && !detectFileType(input.file))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE_MESSAGE);
  if (ctx.engine.queued > MAX_QUEUED)
    throw new AppError('AI_UNAVAILABLE', AI_UNAVAILABLE, { headers: { 'retry-after': '30' } });

  let source = input.file;
  if (!source) {
    const [latest] = await ctx.db
      .select({ file: resumes.file })
      .from(resumes)
      .where(eq(resumes.userId, input.userId))
      .orderBy(desc(resumes.createdAt))
      .limit(1);
    source = latest ? new Uint8Array(latest.file) : null;
  }

  const now = ctx.now();
  await takeUsage(ctx.db, input.userId, 'resume_generation', now);
  try {
    const outcome = await guardUnreadable(ctx, input.userId, () =>
      ctx.engine.generate(jobDescription, source),
    );
    if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);
    const resumeData =
      ctx.llm && outcome.sourceText
        ? await ctx.llm.rewrite(outcome.resumeData, jobDescription, outcome.sourceText)
        : outcome.resumeData;
    return {
      status: 'success' as const,
      message: 'Resume generated successfully.',
      resume_data: resumeData,
    };
  } catch (error) {
    await returnUsage(ctx.db, input.userId, 'resume_generation', now);
    throw error;
  }
}
