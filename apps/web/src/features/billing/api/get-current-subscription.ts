import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /subscriptions/current. */
export async function getCurrentSubscription(): Promise<Subscription> {
  const res = await apiClient.get<{ subscription: Subscription }>('/subscriptions/current');
  return res.data.subscription;
}

/** The signed-in user's subscription (pricing reads the same cache entry for its plan badge). */
export function useCurrentSubscription() {
  return useQuery({ queryKey: queryKeys.subscription, queryFn: getCurrentSubscription });
}
