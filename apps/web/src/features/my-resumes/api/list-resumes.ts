import { useQuery } from '@tanstack/react-query';
import type { ResumeSummary } from '@resumerank/contract/resumes';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /resumes. */
export async function listResumes(): Promise<ResumeSummary[]> {
  const res = await apiClient.get<{ resumes: ResumeSummary[] }>('/resumes');
  return res.data.resumes;
}

/** The signed-in user's resumes with their latest scores. */
export function useResumes() {
  return useQuery({ queryKey: queryKeys.resumes, queryFn: listResumes });
}
