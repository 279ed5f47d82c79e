import { ApiError } from '../../../lib/api-error';

/** The toast for a failed generation (SPEC.md 8). */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 503)
      return 'AI resume generation is currently unavailable. Please try again later.';
    if (error.status === 429)
      return 'Daily generation limit reached. Please try again tomorrow or upgrade your plan.';
    if (error.status && error.status < 500 && typeof error.detail === 'string') return error.detail;
  }
  return 'Failed to generate resume. Please try again.';
}

/** The generator's own wording of the file checks. */
export function generatorFileProblem(problem: string | null): string | null {
  if (!problem) return null;
  if (problem.startsWith('Invalid file type'))
    return 'Your resume must be a PDF, DOC, DOCX or TXT file.';
  if (problem.startsWith('File size')) return 'Your resume file must be smaller than 10MB.';
  return problem;
}
