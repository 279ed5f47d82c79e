import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import { AppError } from '../../errors/app-error';
import type { EnginePool } from '../../engine/engine-pool';

/**
 * POST /resume-generator/ats-check: the ATS score and keywords of an edited resume for the job,
 * taken on the text it downloads as. It writes nothing and takes no daily generation.
 *
 * It runs in the engine pool like all engine work, ahead of the queue (see EnginePool.atsCheck).
 * Measured through app.inject (sign-in check, validation, the worker hop) on a two-role resume:
 * p50 4.7 ms, p95 11.7 ms, first call 33 ms; with a 49,000-character job description p50 16 ms.
 * The engine work alone is about 1 ms for a normal job, so the hop costs a few milliseconds,
 * well under the 100 ms target; doing it on the event loop would instead stall every other
 * request for as long as a long job description takes to analyse.
 */
export async function checkAts(
  engine: EnginePool,
  input: { jobDescription: string; data: ResumeBody },
) {
  const outcome = await engine.atsCheck(input.jobDescription, input.data);
  if (!outcome.ok) throw new AppError('SERVICE_UNAVAILABLE', outcome.message);
  return { ats_validation: outcome.ats_validation, ats_analysis: outcome.ats_analysis };
}
