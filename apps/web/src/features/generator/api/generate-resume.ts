import type { GenerateAnswer } from '@resumerank/contract/generator';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/** POST /resume-generator/generate (multipart: job_description, optional existing_resume; 120 s). */
export async function generateResume(
  jobDescription: string,
  file: File | null,
): Promise<GenerateAnswer> {
  const form = new FormData();
  form.append('job_description', jobDescription);
  if (file) form.append('existing_resume', file);
  const res = await apiClient.post<GenerateAnswer>('/resume-generator/generate', form, {
    timeout: TIMEOUTS.generation,
  });
  return res.data;
}
