import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParam, timestamp } from './common';

const TAG = 'Resumes';

/** One version of a resume with its latest overall score and the four measures' scores. */
export const resumeVersion = z.object({
  resume_id: z.string(),
  filename: z.string(),
  uploaded_at: timestamp,
  /** Null while the version has no score (e.g. its scoring failed). */
  overall_score: z.number().nullable(),
  impact: z.number().nullable(),
  brevity: z.number().nullable(),
  style: z.number().nullable(),
  skills: z.number().nullable(),
});
export type ResumeVersion = z.infer<typeof resumeVersion>;

/** GET /resumes/{id}/history: every version of the resume's group, oldest first. */
export const resumeHistoryAnswer = z.object({
  version_group: z.string(),
  versions: z.array(resumeVersion),
});
export type ResumeHistoryAnswer = z.infer<typeof resumeHistoryAnswer>;

/** A check named by the engine's id and its label. */
export const changedCheck = z.object({ id: z.string(), label: z.string(), measure: z.string() });
export type ChangedCheck = z.infer<typeof changedCheck>;

/** GET /resumes/compare: from version `a` to version `b`. */
export const compareResumesAnswer = z.object({
  a: z.string(),
  b: z.string(),
  /** Checks that failed in `a` and pass in `b`. */
  now_passing: z.array(changedCheck),
  /** Checks that passed in `a` and fail in `b`. */
  now_failing: z.array(changedCheck),
  /** Lines of `b`'s text that `a` lacks, and lines of `a` that `b` dropped, in reading order. */
  lines_added: z.array(z.string()),
  lines_removed: z.array(z.string()),
});
export type CompareResumesAnswer = z.infer<typeof compareResumesAnswer>;

export const resumeHistoryEndpoint = defineEndpoint({
  id: 'resumes.history',
  method: 'GET',
  path: '/resumes/:resume_id/history',
  summary: 'The versions of a resume (same file name or near-identical text) with their scores',
  tag: TAG,
  auth: true,
  params: z.object({ resume_id: idParam }),
  responses: { 200: resumeHistoryAnswer },
  errors: [401, 404],
});

export const compareResumesEndpoint = defineEndpoint({
  id: 'resumes.compare',
  method: 'GET',
  path: '/resumes/compare',
  summary: 'Two versions side by side: checks now passing or failing, lines added or removed',
  tag: TAG,
  auth: true,
  query: z.object({ a: idParam, b: idParam }),
  responses: { 200: compareResumesAnswer },
  errors: [401, 404, 422],
});

/** Every endpoint of this feature. */
export const resumeHistoryEndpoints = [resumeHistoryEndpoint, compareResumesEndpoint];
