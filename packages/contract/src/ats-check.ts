import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { jobDescription, resumeData, resumeInput } from './generator';

/** An edited resume and the job it was written for. */
export const atsCheckRequest = z.object({
  job_description: jobDescription,
  resume_data: resumeInput,
});
export type AtsCheckRequest = z.infer<typeof atsCheckRequest>;

/** The ATS score and keywords of the resume as it would download. */
export const atsCheckAnswer = z.object({
  ats_validation: resumeData.shape.ats_validation,
  ats_analysis: resumeData.shape.ats_analysis,
});
export type AtsCheckAnswer = z.infer<typeof atsCheckAnswer>;

/**
 * Scores an edited resume against the job again, as the person edits it. It writes nothing, so
 * it takes no daily generation.
 */
export const atsCheckEndpoint = defineEndpoint({
  id: 'generator.atsCheck',
  method: 'POST',
  path: '/resume-generator/ats-check',
  summary: 'ATS score and keywords of an edited resume for a job description',
  tag: 'Resume generator',
  auth: true,
  body: atsCheckRequest,
  bodyEncoding: 'json',
  responses: { 200: atsCheckAnswer },
  errors: [401, 422, 503],
});

/** The endpoints of this file. */
export const atsCheckEndpoints = [atsCheckEndpoint];
