import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { check } from './scoring';
import { refuseUnsafeText } from './safe-text';

const TAG = 'Resume generator';

export const JOB_DESCRIPTION_REQUIRED = 'Please enter a job description';

// What the server accepts back for rendering: generous, but bounded, so an edited resume can
// never make the renderer work without end.
const line = z.string().max(5_000);
const lines = (max: number) => z.array(line).max(max);

/**
 * One role of a generated resume. The first four fields are the original shape; the rest came
 * with the structured resume and are optional so older clients' data still renders.
 */
export const generatedExperience = z.object({
  title: line,
  company: line,
  duration: line,
  achievements: lines(200),
  location: line.optional(),
  /** The start and end as written ('Jan 2020', 'Present'). */
  start: line.optional(),
  end: line.optional(),
  /** work, internship, volunteer, leadership, campus or military. */
  kind: z.string().max(20).optional(),
});
export type GeneratedExperience = z.infer<typeof generatedExperience>;

/** One school, as structured entries rather than one string. */
export const educationEntry = z.object({
  degree: line,
  school: line,
  location: line,
  dates: line,
  honours: lines(50),
  /** Every other line under the entry (coursework, thesis), as written. */
  details: lines(100),
});
export type EducationEntry = z.infer<typeof educationEntry>;

/** Any other section the resume has (certifications, projects, awards...), kept as written. */
export const extraSection = z.object({ heading: line, lines: lines(300) });
export type ExtraSection = z.infer<typeof extraSection>;

/**
 * Where one generated line came from: the source resume's lines (1-based, in reading order)
 * or the rule that wrote it ('heading', 'computed-years', 'skills-taxonomy', 'job-title').
 */
export const lineSource = z.object({
  /** The generated field, as a path: 'experience.0.achievements.2', 'professional_summary'. */
  field: z.string().max(200),
  lines: z.array(z.number().int().min(1)).max(500),
  rule: z.string().max(60).optional(),
});
export type LineSource = z.infer<typeof lineSource>;

/** What the truth audit found and did before answering. */
export const auditFinding = z.object({
  /**
   * reverted: a rewording changed a fact and the person's own words were kept instead;
   * left-out: a line that could not be traced even in the person's words was left out.
   */
  code: z.enum(['unsourced', 'moved', 'dropped', 'new-number', 'reverted', 'left-out']),
  field: z.string().max(200),
  message: z.string().max(2_000),
});
export type AuditFinding = z.infer<typeof auditFinding>;

/** A generated, ATS-optimized resume, built only from the person's own facts. */
export const resumeData = z.object({
  personal_info: z.object({
    name: line,
    email: line,
    phone: line,
    location: line,
    links: lines(20).optional(),
  }),
  professional_summary: line,
  core_competencies: lines(100),
  experience: z.array(generatedExperience).max(100),
  /** One line per school, for clients that read education as text. */
  education: lines(100),
  education_entries: z.array(educationEntry).max(50).optional(),
  sections: z.array(extraSection).max(50).optional(),
  skills: lines(300),
  /** Each generated line's source; the generate answer always has it, an edited resume need not. */
  provenance: z.array(lineSource).max(5_000).optional(),
  audit: z
    .object({
      findings: z.array(auditFinding).max(5_000),
      /** The editor's words for what the audit did: '1 line was kept as you wrote it'. */
      notices: lines(50).optional(),
    })
    .optional(),
  ats_validation: z.object({ ats_score: z.number().min(0).max(100), checks: z.array(check) }),
  ats_analysis: z.object({
    extracted_keywords: lines(200),
    matched_keywords: lines(200),
    missing_keywords: lines(200),
    /**
     * Abilities and traits the job stresses (kept out of the keyword lists, which hold skills,
     * tools, certifications and domain terms), each with the resume's line that shows it.
     */
    soft_skills: z
      .array(z.object({ skill: line, evidence: line.nullable() }))
      .max(20)
      .optional(),
  }),
});
export type ResumeData = z.infer<typeof resumeData>;

/**
 * A resume the person edited, sent back to be scored or rendered: the scores, provenance and
 * audit may be left out (they describe the generated version), and no line may hold a character
 * a rendered file cannot (the sizes are resumeData's).
 */
export const resumeInput = resumeData
  .extend({
    ats_validation: resumeData.shape.ats_validation.optional(),
    ats_analysis: resumeData.shape.ats_analysis.optional(),
  })
  .superRefine(refuseUnsafeText);
export type ResumeInput = z.infer<typeof resumeInput>;

/** The job description, as the generate form and the ATS check take it. */
export const jobDescription = z
  .string({ error: JOB_DESCRIPTION_REQUIRED })
  .trim()
  .min(1, JOB_DESCRIPTION_REQUIRED)
  .max(50_000, 'The job description is too long (50,000 characters at most)');

/**
 * The multipart form: the job description and, optionally, an existing resume file or, for a
 * person without one, their details typed in (`facts`, JSON of generatorFacts).
 */
export const generateRequest = z.object({
  job_description: jobDescription,
  existing_resume: z
    .any()
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'Optional: PDF, DOC, DOCX or TXT' }),
  facts: z.string().optional().meta({
    description:
      "Optional, used when no file is attached: JSON of the person's details (generatorFacts)",
  }),
});

export const generateAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  resume_data: resumeData,
});
export type GenerateAnswer = z.infer<typeof generateAnswer>;

export const generateEndpoint = defineEndpoint({
  id: 'generator.generate',
  method: 'POST',
  path: '/resume-generator/generate',
  summary: 'Write an ATS-optimized resume for a job description',
  tag: TAG,
  auth: true,
  body: generateRequest,
  bodyEncoding: 'multipart',
  responses: { 200: generateAnswer },
  errors: [401, 413, 415, 422, 429, 503],
});

export const generatePdfEndpoint = defineEndpoint({
  id: 'generator.pdf',
  method: 'POST',
  path: '/resume-generator/generate-pdf',
  summary: 'Render generated resume data as a PDF ({Name}_ATS_Resume.pdf)',
  tag: TAG,
  auth: true,
  body: resumeInput,
  bodyEncoding: 'json',
  responses: { 200: { mediaType: 'application/pdf', description: 'The resume as a PDF' } },
  errors: [401, 403, 422],
});

/** The same resume as a Word document: people ask for one to edit. */
export const generateDocxEndpoint = defineEndpoint({
  id: 'generator.docx',
  method: 'POST',
  path: '/resume-generator/generate-docx',
  summary: 'Render generated resume data as a Word document ({Name}_ATS_Resume.docx)',
  tag: TAG,
  auth: true,
  body: resumeInput,
  bodyEncoding: 'json',
  responses: {
    200: {
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      description: 'The resume as a DOCX file',
    },
  },
  errors: [401, 403, 422],
});

/** The same resume as plain text, rendered from the same blocks; free on every plan. */
export const generateTxtEndpoint = defineEndpoint({
  id: 'generator.txt',
  method: 'POST',
  path: '/resume-generator/generate-txt',
  summary: 'Render generated resume data as plain text ({Name}_ATS_Resume.txt)',
  tag: TAG,
  auth: true,
  body: resumeInput,
  bodyEncoding: 'json',
  responses: { 200: { mediaType: 'text/plain', description: 'The resume as UTF-8 text' } },
  errors: [401, 422],
});

/** Every endpoint of this feature but the ATS check (ats-check.ts). */
export const generatorEndpoints = [
  generateEndpoint,
  generatePdfEndpoint,
  generateDocxEndpoint,
  generateTxtEndpoint,
];
