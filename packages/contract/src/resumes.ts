import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParam, timestamp } from './common';

const TAG = 'Resumes';

/** Largest accepted file (SPEC.md 9). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Accepted document kinds and the media types browsers report for them (PNG, JPEG: scans; ODT: LibreOffice). */
export const acceptedFileTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  // OpenDocument text (LibreOffice), read like Word's files; often saved under a .docx name.
  odt: 'application/vnd.oasis.opendocument.text',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const;
export type AcceptedFileType = keyof typeof acceptedFileTypes;

export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Please select: PDF, DOC, DOCX, TXT';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
/** Answer (410) when a resume's file was erased after the retention period. */
export const FILE_ERASED_MESSAGE =
  'The original file of this resume is no longer kept (files are deleted after the retention period); its score and details remain. Upload it again to re-score it.';

/** A job description sent with an upload, for a match report beside the score. */
export const uploadJobDescription = z
  .string()
  .trim()
  .max(50_000, 'The job description is too long (50,000 characters at most)')
  .optional()
  .transform((text) => (text ? text : undefined));

/** The upload form's text fields, checked apart from its file. */
export const uploadResumeFields = z.object({ job_description: uploadJobDescription });

/** The multipart upload: one `file` field and, optionally, a job to match the resume against. */
export const uploadResumeRequest = z.object({
  file: z.any().meta({
    type: 'string',
    format: 'binary',
    description: 'PDF, DOC, DOCX or TXT, or a scan as PNG or JPEG (read by OCR), at most 10 MB',
  }),
  job_description: uploadJobDescription.meta({
    description:
      'Optional: a job description; the score then carries a match report (results.match)',
  }),
});

export const uploadResumeAnswer = z.object({
  resume_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  pages: z.number().int().nullable(),
  word_count: z.number().int(),
});
export type UploadResumeAnswer = z.infer<typeof uploadResumeAnswer>;

export const resumeSummary = z.object({
  resume_id: z.string(),
  filename: z.string(),
  uploaded_at: timestamp,
  overall_score: z.number().nullable(),
  /** False once the original file was erased after the retention period; the score stays. */
  file_available: z.boolean().optional(),
  /** Versions of one resume share this id (the oldest version's resume_id). */
  version_group: z.string().optional(),
});
export type ResumeSummary = z.infer<typeof resumeSummary>;

export const listResumesAnswer = z.object({ resumes: z.array(resumeSummary) });

export const uploadResumeEndpoint = defineEndpoint({
  id: 'resumes.upload',
  method: 'POST',
  path: '/resumes/upload-resume',
  summary: 'Upload a resume (type decided from its bytes; 10 MB at most)',
  tag: TAG,
  auth: true,
  body: uploadResumeRequest,
  bodyEncoding: 'multipart',
  responses: { 201: uploadResumeAnswer },
  errors: [401, 413, 415, 422, 429],
});

export const listResumesEndpoint = defineEndpoint({
  id: 'resumes.list',
  method: 'GET',
  path: '/resumes',
  summary: "The signed-in user's resumes with their latest scores",
  tag: TAG,
  auth: true,
  responses: { 200: listResumesAnswer },
  errors: [401],
});

export const deleteResumeEndpoint = defineEndpoint({
  id: 'resumes.delete',
  method: 'DELETE',
  path: '/resumes/:resume_id',
  summary: 'Delete a resume, its text and its scores',
  tag: TAG,
  auth: true,
  params: z.object({ resume_id: idParam }),
  responses: { 204: { mediaType: 'none', description: 'Deleted' } },
  errors: [401, 404],
});

/** Every endpoint of this feature. */
export const resumeEndpoints = [uploadResumeEndpoint, listResumesEndpoint, deleteResumeEndpoint];
