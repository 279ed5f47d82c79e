import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { check } from './scoring';

const TAG = 'Resume generator';

export const JOB_DESCRIPTION_REQUIRED = 'Please enter a job description';

export const generatedExperience = z.object({
  title: z.string(),
  company: z.string(),
  duration: z.string(),
  achievements: z.array(z.string()),
});

/** A generated, ATS-optimized resume, built only from the person's own facts. */
export const resumeData = z.object({
  personal_info: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
  }),
  professional_summary: z.string(),
  core_competencies: z.array(z.string()),
  experience: z.array(generatedExperience),
  education: z.array(z.string()),
  skills: z.array(z.string()),
  ats_validation: z.object({ ats_score: z.number().min(0).max(100), checks: z.array(check) }),
  ats_analysis: z.object({
    extracted_keywords: z.array(z.string()),
    matched_keywords: z.array(z.string()),
    missing_keywords: z.array(z.string()),
  }),
});
export type ResumeData = z.infer<typeof resumeData>;

/** The multipart form: the job description and, optionally, an existing resume file. */
export const generateRequest = z.object({
  job_description: z
    .string({ error: JOB_DESCRIPTION_REQUIRED })
    .trim()
    .min(1, JOB_DESCRIPTION_REQUIRED)
    .max(50_000, 'The job description is too long (50,000 characters at most)'),
  existing_resume: z
    .any()
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'Optional: PDF, DOC, DOCX or TXT' }),
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
  body: resumeData,
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
  body: resumeData,
  bodyEncoding: 'json',
  responses: {
    200: {
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      description: 'The resume as a DOCX file',
    },
  },
  errors: [401, 403, 422],
});

/** Every endpoint of this feature. */
export const generatorEndpoints = [generateEndpoint, generatePdfEndpoint, generateDocxEndpoint];
