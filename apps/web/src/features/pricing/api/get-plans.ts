import { useQuery } from '@tanstack/react-query';
import { planCatalog, planTypes, type Plan } from '@resumerank/contract/plan-catalog';
import { apiClient } from '../../../lib/api-client';

/** SPEC.md 9's fallback plan data: what the cards show when the plans cannot be loaded. */
export const FALLBACK_PLANS: Plan[] = planTypes.map((type) => planCatalog[type]);

/** GET /subscriptions/plans. */
export async function getPlans(): Promise<Plan[]> {
  const res = await apiClient.get<{ plans: Plan[] }>('/subscriptions/plans');
  return res.data.plans;
}

/** The plans for sale, or the fallback plans while loading or when the call fails. */
export function usePlans(): Plan[] {
  const { data } = useQuery({
    queryKey: ['plans'],
    queryFn: getPlans,
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return data?.length ? data : FALLBACK_PLANS;
}
