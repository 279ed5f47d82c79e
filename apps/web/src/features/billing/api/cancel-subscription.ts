import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { useRefreshBilling } from '../hooks/use-refresh-billing';

/** POST /subscriptions/cancel, always at the period's end: the paid features stay until then. */
export async function cancelSubscription(): Promise<{
  message: string;
  subscription: Subscription;
}> {
  const res = await apiClient.post<{ message: string; subscription: Subscription }>(
    '/subscriptions/cancel',
    { at_period_end: true },
  );
  return res.data;
}

/** Cancels at the period's end, then refreshes everything billing shows. */
export function useCancelSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: cancelSubscription, onSettled: refresh });
}
