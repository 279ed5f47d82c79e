import type { GenerateAnswer } from '@resumerank/contract/generator';
import type { GeneratorFacts } from '@resumerank/contract/generator-facts';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /resume-generator/generate (multipart: job_description, then an existing_resume file or
 * the person's typed-in details as `facts` JSON; 120 s).
 */
export async function generateResume(
  jobDescription: string,
  file: File | null,
  facts: GeneratorFacts | null = null,
): Promise<GenerateAnswer> {
  const form = new FormData();
  form.append('job_description', jobDescription);
  if (file) form.append('existing_resume', file);
  else if (facts) form.append('facts', JSON.stringify(facts));
  const res = await apiClient.post<GenerateAnswer>('/resume-generator/generate', form, {
    timeout: TIMEOUTS.generation,
  });
  return res.data;
}
