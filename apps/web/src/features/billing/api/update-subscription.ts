import { useMutation } from '@tanstack/react-query';
import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { useRefreshBilling } from '../hooks/use-refresh-billing';

export interface UpdateSubscriptionAnswer {
  message: string;
  subscription: Subscription;
  scheduled_change_date: string | null;
  prorated_amount_cents: number | null;
}

/** PUT /subscriptions/update: upgrades now with proration, downgrades at the period's end. */
export async function updateSubscription(newPlan: PlanType): Promise<UpdateSubscriptionAnswer> {
  const res = await apiClient.put<UpdateSubscriptionAnswer>('/subscriptions/update', {
    new_plan_type: newPlan,
    prorate: true,
  });
  return res.data;
}

/** Changes plan, then refreshes everything billing shows. */
export function useUpdateSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: updateSubscription, onSettled: refresh });
}
