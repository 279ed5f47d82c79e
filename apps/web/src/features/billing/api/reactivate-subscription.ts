import { useMutation } from '@tanstack/react-query';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';
import { useRefreshBilling } from '../hooks/use-refresh-billing';

/** POST /subscriptions/reactivate. */
export async function reactivateSubscription(): Promise<{
  message: string;
  subscription: Subscription;
}> {
  const res = await apiClient.post<{ message: string; subscription: Subscription }>(
    '/subscriptions/reactivate',
  );
  return res.data;
}

/** Undoes a cancellation, then refreshes everything billing shows. */
export function useReactivateSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: reactivateSubscription, onSettled: refresh });
}
