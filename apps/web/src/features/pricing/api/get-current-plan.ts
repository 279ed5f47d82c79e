import { useQuery } from '@tanstack/react-query';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * GET /subscriptions/current. The billing panel caches the same answer under the same key, so
 * the page asks once; both keep the whole subscription there and pick what they need.
 */
export async function getCurrentSubscription(): Promise<Subscription> {
  const res = await apiClient.get<{ subscription: Subscription }>('/subscriptions/current');
  return res.data.subscription;
}

/** The signed-in user's plan, or null for a visitor or while it is unknown. */
export function useCurrentPlan(): PlanType | null {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { data } = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: getCurrentSubscription,
    enabled: isAuthenticated,
    // A plan that has ended (canceled, or unpaid after failed renewals) leaves the user on Free.
    select: (subscription) =>
      subscription.status === 'canceled' || subscription.status === 'unpaid'
        ? 'FREE'
        : subscription.plan_type,
  });
  return isAuthenticated ? (data ?? null) : null;
}
