import { useQuery } from '@tanstack/react-query';
import type { CompareResumesAnswer } from '@resumerank/contract/resume-history';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /resumes/compare?a=&b=: from version `a` to version `b`. */
export async function compareResumes(a: string, b: string): Promise<CompareResumesAnswer> {
  const res = await apiClient.get<CompareResumesAnswer>('/resumes/compare', { params: { a, b } });
  return res.data;
}

/** Two versions compared; nothing is asked while the same version is picked twice. */
export function useCompareResumes(a: string | null, b: string | null) {
  return useQuery({
    queryKey: [...queryKeys.resumes, 'compare', a, b],
    queryFn: () => compareResumes(a!, b!),
    enabled: Boolean(a && b && a !== b),
  });
}
