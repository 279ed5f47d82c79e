import { z } from 'zod';

const seniority = z.enum(['intern', 'junior', 'mid', 'senior', 'lead', 'executive']).nullable();
const part = z.number().int().min(0).max(100).nullable();

/** One skill, tool or certification of the job, and the resume line that shows it. */
export const matchedSkill = z.object({
  name: z.string(),
  kind: z.enum(['hard', 'soft', 'tool', 'certification']),
  /** How the job asks for it: in its requirements, only as a nice-to-have, or in passing. */
  importance: z.enum(['required', 'preferred', 'mentioned']),
  job_wording: z.string(),
  found: z.boolean(),
  /** exact: the job's words; synonym: another name (JS); stem: another form (led, leadership). */
  how: z.enum(['exact', 'synonym', 'stem']).nullable(),
  resume_wording: z.string().nullable(),
  /** The resume's line, quoted as written. */
  line: z.string().nullable(),
  section: z.string().nullable(),
});
export type MatchedSkill = z.infer<typeof matchedSkill>;

/** One change that would raise the match rate. */
export const matchEdit = z.object({
  action: z.string(),
  where: z.string(),
  /** Points the match rate would gain. */
  gain: z.number().int().min(1),
  /** The edit adds something the resume does not show: make it only if it is true. */
  only_if_true: z.boolean(),
});

/**
 * A resume against a job description: the match rate out of 100, the job's skills found (with the line) or missing, most important
 * first, the title, years, level, degree and certifications asked against shown, each part's
 * score, and the five edits that would raise the rate most.
 */
export const matchReport = z.object({
  match_rate: z.number().int().min(0).max(100),
  /**
   * The band of the rate: Strong fit (70 and up: the job's occupation and its skills), Partial
   * fit (26-69: a related occupation, or the job's with few of its skills), Different field (25
   * and below). `band_reasons` names the parts that put it there.
   */
  band: z.enum(['Strong fit', 'Partial fit', 'Different field']),
  band_reasons: z.array(z.string()),
  job_title: z.string().nullable(),
  title: z.object({
    job_title: z.string().nullable(),
    resume_title: z.string().nullable(),
    matched: z.boolean(),
  }),
  skills: z.array(matchedSkill),
  experience: z.object({
    years_asked: z.number().nullable(),
    years_shown: z.number().nullable(),
    seniority_asked: seniority,
    seniority_shown: seniority,
    met: z.boolean().nullable(),
  }),
  education: z.object({
    asked: z.string().nullable(),
    shown: z.string().nullable(),
    met: z.boolean().nullable(),
  }),
  certifications: z.object({ asked: z.array(z.string()), shown: z.array(z.string()) }),
  parts: z.object({
    hard_skills: part,
    tools: part,
    soft_skills: part,
    title: part,
    experience: part,
    education: part,
    certifications: part,
    field: part,
  }),
  edits: z.array(matchEdit).max(5),
});
export type MatchReport = z.infer<typeof matchReport>;
