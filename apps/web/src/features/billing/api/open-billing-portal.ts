import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /payments/billing-portal: the address of the payment provider's billing portal. */
export async function getBillingPortalUrl(): Promise<string> {
  const res = await apiClient.post<{ url: string }>('/payments/billing-portal');
  return res.data.url;
}

/** Asks for the billing portal's address. */
export function useBillingPortal() {
  return useMutation({ mutationFn: getBillingPortalUrl });
}
