import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setupIntentAnswer } from '@resumerank/contract/payments';
import { apiClient } from '../../../lib/api-client';

export type SetupIntent = z.infer<typeof setupIntentAnswer>;

/** POST /payments/setup-intent. */
export async function createSetupIntent(): Promise<SetupIntent> {
  const res = await apiClient.post<SetupIntent>('/payments/setup-intent');
  return res.data;
}

/**
 * A fresh setup intent for as long as a card form is on screen. A query rather than a mutation
 * so that React's double mount in development asks once; it is forgotten when the form goes
 * (gcTime 0), so the next form starts a new one.
 */
export function useSetupIntent(purpose: string) {
  return useQuery({
    queryKey: ['setup-intent', purpose],
    queryFn: createSetupIntent,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
