import { z } from 'zod';
import { matchReport } from './match';
import { defineEndpoint } from './endpoint';
import { idParam } from './common';

const TAG = 'Scoring';

/** One finding of the engine, quoting the resume's own lines as evidence. */
export const check = z.object({
  id: z.string(),
  label: z.string(),
  score: z.number().min(0).max(100),
  passed: z.boolean(),
  message: z.string(),
  evidence: z.array(z.string()),
});
export type Check = z.infer<typeof check>;

export const measure = z.object({ score: z.number().min(0).max(100), checks: z.array(check) });
export type Measure = z.infer<typeof measure>;

/** One role as an ATS reads it. Fields after `bullets` came later: older results lack them. */
export const parsedExperience = z.object({
  title: z.string(),
  company: z.string(),
  duration: z.string(),
  bullets: z.array(z.string()),
  location: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  current: z.boolean().optional(),
  /** work, internship, volunteer, leadership, campus or military. */
  kind: z.string().optional(),
  /** Where the role's header stands in the document (page, line in reading order). */
  source: z.object({ page: z.number().int(), line: z.number().int() }).nullable().optional(),
});
export type ParsedExperience = z.infer<typeof parsedExperience>;

/** A part the engine could not read reliably; no check advises on it. */
export const unsurePart = z.object({ section: z.string(), reason: z.string() });

/** What the engine understood of the resume. */
export const parsedResume = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  links: z.array(z.string()),
  sections: z.array(z.string()),
  experience: z.array(parsedExperience),
  education: z.array(z.unknown()),
  skills: z.array(z.string()).optional(),
  unsure: z.array(unsurePart).optional(),
  /** Where the name and contact details were read: page and line in reading order. */
  sources: z
    .record(z.string(), z.object({ page: z.number().int(), line: z.number().int() }))
    .optional(),
});
export type ParsedResume = z.infer<typeof parsedResume>;

/** A resume's score: overall, the four measures with their checks, and suggestions. */
export const scoreResults = z.object({
  overall_score: z.number().min(0).max(100),
  breakdown: z.object({
    impact: measure,
    brevity: measure,
    style: measure,
    skills: measure.extend({ hard_skills: z.array(z.string()), soft_skills: z.array(z.string()) }),
  }),
  /** Most valuable first. */
  suggestions: z.array(z.string()),
  parsed: parsedResume,
  /** Present when the resume was a scan read by text recognition (OCR); older results lack it. */
  ocr: z
    .object({
      pages: z.number().int().min(1),
      /** Mean confidence of the recognised words, 0 to 100. */
      confidence: z.number().min(0).max(100),
    })
    .optional(),
  engine_version: z.string(),
  /** Present when a job description came with the upload: the resume against that job. */
  match: matchReport.optional(),
});
export type ScoreResults = z.infer<typeof scoreResults>;

export const scoreAnswer = z.object({ resume_id: z.string(), results: scoreResults });
export type ScoreAnswer = z.infer<typeof scoreAnswer>;

const resumeIdParams = z.object({ resume_id: idParam });

export const scoreResumeEndpoint = defineEndpoint({
  id: 'scoring.score',
  method: 'POST',
  path: '/scoring/score/:resume_id',
  summary: 'Score an uploaded resume',
  tag: TAG,
  auth: true,
  params: resumeIdParams,
  responses: { 200: scoreAnswer },
  errors: [401, 404, 422],
});

export const getScoresEndpoint = defineEndpoint({
  id: 'scoring.get',
  method: 'GET',
  path: '/scoring/scores/:resume_id',
  summary: 'The latest score of a resume',
  tag: TAG,
  auth: true,
  params: resumeIdParams,
  responses: { 200: scoreAnswer },
  errors: [401, 404],
});

/** Every endpoint of this feature. */
export const scoringEndpoints = [scoreResumeEndpoint, getScoresEndpoint];
