import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@resumerank/contract/payments';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /payments/payment-methods. */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  const res = await apiClient.get<{ payment_methods: PaymentMethod[] }>(
    '/payments/payment-methods',
  );
  return res.data.payment_methods;
}

/** The user's saved cards. */
export function usePaymentMethods() {
  return useQuery({ queryKey: queryKeys.paymentMethods, queryFn: getPaymentMethods });
}
