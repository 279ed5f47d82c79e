import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Refetches everything a plan or card change can alter: the subscription, usage limits (they
 * follow the plan), cards, plan history and transactions.
 */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [
        queryKeys.subscription,
        queryKeys.usage,
        queryKeys.paymentMethods,
        queryKeys.planHistory,
        queryKeys.transactions,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [queryClient]);
}
