import type { ScoreAnswer, ScoreResults } from '@resumerank/contract/scoring';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';

/** POST /scoring/score/{id} (120 s); if the answer has no results, GET /scoring/scores/{id}. */
export async function scoreResume(resumeId: string): Promise<ScoreResults> {
  const res = await apiClient.post<Partial<ScoreAnswer>>(
    `/scoring/score/${encodeURIComponent(resumeId)}`,
    undefined,
    {
      timeout: TIMEOUTS.scoring,
    },
  );
  if (res.data?.results) return res.data.results;
  const stored = await apiClient.get<ScoreAnswer>(
    `/scoring/scores/${encodeURIComponent(resumeId)}`,
  );
  return stored.data.results;
}
