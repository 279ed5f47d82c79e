import { useMutation } from '@tanstack/react-query';
import type { AtsCheckAnswer } from '@resumerank/contract/ats-check';
import type { ResumeInput } from '@resumerank/contract/generator';
import { apiClient } from '../../../lib/api-client';

/** POST /resume-generator/ats-check: the edited resume's ATS score and keywords for the job. */
export async function checkAts(input: {
  jobDescription: string;
  resume: ResumeInput;
}): Promise<AtsCheckAnswer> {
  const res = await apiClient.post<AtsCheckAnswer>('/resume-generator/ats-check', {
    job_description: input.jobDescription,
    resume_data: input.resume,
  });
  return res.data;
}

/** Scores an edited resume again; takes no daily generation. */
export function useCheckAts() {
  return useMutation({ mutationFn: checkAts });
}
