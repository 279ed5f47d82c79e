import type { UploadResumeAnswer } from '@resumerank/contract/resumes';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /resumes/upload-resume (multipart, 60 s), reporting upload progress from 0 to 1; with a
 * job description, the score carries a match report against it.
 */
export async function uploadResume(
  file: File,
  onProgress: (share: number) => void,
  jobDescription = '',
): Promise<UploadResumeAnswer> {
  const form = new FormData();
  if (jobDescription.trim()) form.append('job_description', jobDescription.trim());
  form.append('file', file);
  const res = await apiClient.post<UploadResumeAnswer>('/resumes/upload-resume', form, {
    timeout: TIMEOUTS.upload,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return res.data;
}
