import { useQuery } from '@tanstack/react-query';
import type { ScoreAnswer } from '@resumerank/contract/scoring';
import { apiClient } from '../../../lib/api-client';

/** GET /scoring/scores/{id}. */
export async function getScore(resumeId: string): Promise<ScoreAnswer> {
  const res = await apiClient.get<ScoreAnswer>(`/scoring/scores/${encodeURIComponent(resumeId)}`);
  return res.data;
}

/** A stored score, loaded when a past resume is opened. */
export function useScore(resumeId: string | null) {
  return useQuery({
    queryKey: ['score', resumeId],
    queryFn: () => getScore(resumeId!),
    enabled: Boolean(resumeId),
  });
}
