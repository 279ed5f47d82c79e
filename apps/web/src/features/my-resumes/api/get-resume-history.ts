import { useQuery } from '@tanstack/react-query';
import type { ResumeHistoryAnswer } from '@resumerank/contract/resume-history';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /resumes/{id}/history. */
export async function getResumeHistory(resumeId: string): Promise<ResumeHistoryAnswer> {
  const res = await apiClient.get<ResumeHistoryAnswer>(
    `/resumes/${encodeURIComponent(resumeId)}/history`,
  );
  return res.data;
}

/**
 * The versions of a resume with their scores, loaded once its history is opened. Kept under the
 * list's key so that an upload or a delete, which refresh the list, refresh it too.
 */
export function useResumeHistory(resumeId: string) {
  return useQuery({
    queryKey: [...queryKeys.resumes, 'history', resumeId],
    queryFn: () => getResumeHistory(resumeId),
  });
}
