import { useQuery } from '@tanstack/react-query';
import type { PlanChange } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /subscriptions/history, newest first. */
export async function getPlanHistory(): Promise<PlanChange[]> {
  const res = await apiClient.get<{ changes: PlanChange[] }>('/subscriptions/history');
  return res.data.changes;
}

/** The user's plan changes, newest first. */
export function usePlanHistory() {
  return useQuery({ queryKey: queryKeys.planHistory, queryFn: getPlanHistory });
}
