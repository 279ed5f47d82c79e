import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { JOB_DESCRIPTION_REQUIRED } from '@resumerank/contract/generator';
import { FACTS_NEEDED } from '@resumerank/contract/generator-facts';
import { factsToText } from '@resumerank/engine/generate/facts-to-text';
import { INVALID_FILE_TYPE_MESSAGE } from '@resumerank/contract/resumes';
import { detectFileType } from '@resumerank/engine/detect-file-type';
import { resumes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { engineFailure } from '../resumes/engine-failure';
import type { ResumeContext } from '../resumes/resume-context';
import { returnUsage, takeUsage } from '../usage/take-usage';
import { guardUnreadable } from '../resumes/guard-unreadable';
import { readFacts } from './read-facts';

/** More waiting work than this and generation answers 503 rather than keep people waiting. */
const MAX_QUEUED = 50;

export const AI_UNAVAILABLE =
  'AI resume generation is currently unavailable. Please try again later.';

/**
 * The resume to write from: the attached file; else the details the person typed in, written as
 * a plain-text resume (so they are read exactly like an uploaded one); else their latest upload.
 * Without any of them there is nothing true to write from: a 422 asks for one, and the web
 * shows the details form.
 */
async function sourceResume(
  ctx: ResumeContext,
  input: { userId: string; file: Uint8Array | null; facts?: string | undefined },
): Promise<Uint8Array> {
  if (input.file) return input.file;
  if (input.facts?.trim()) return new TextEncoder().encode(factsToText(readFacts(input.facts)));
  const [latest] = await ctx.db
    .select({ file: resumes.file })
    .from(resumes)
    // A resume whose file the retention job erased cannot be written from.
    .where(and(eq(resumes.userId, input.userId), isNotNull(resumes.file)))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  if (latest?.file) return new Uint8Array(latest.file);
  throw new AppError('VALIDATION_ERROR', FACTS_NEEDED, {
    errors: [{ field: 'facts', message: FACTS_NEEDED }],
  });
}

/**
 * POST /resume-generator/generate: an ATS-optimized resume for the job, from the person's own
 * resume or details (see sourceResume). One daily generation is taken atomically, only once
 * there is something to write from, and given back if the work fails.
 */
export async function generateForJob(
  ctx: ResumeContext,
  input: {
    userId: string;
    jobDescription: string;
    file: Uint8Array | null;
    /** JSON of the person's typed-in details (generatorFacts), used when no file is attached. */
    facts?: string | undefined;
  },
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

  const source = await sourceResume(ctx, input);

  const now = ctx.now();
  await takeUsage(ctx.db, input.userId, 'resume_generation', now);
  try {
    const outcome = await guardUnreadable(ctx, input.userId, () =>
      ctx.engine.generate(jobDescription, source, now),
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
