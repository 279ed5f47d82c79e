import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@resumerank/contract/payments';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /payments/payment-methods/{id}/default: the saved cards afterwards. */
export async function setDefaultPaymentMethod(id: string): Promise<PaymentMethod[]> {
  const res = await apiClient.post<{ payment_methods: PaymentMethod[] }>(
    `/payments/payment-methods/${encodeURIComponent(id)}/default`,
  );
  return res.data.payment_methods;
}

/** Makes a card the default; the answer is the new list, so no second request is needed. */
export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (methods) => queryClient.setQueryData(queryKeys.paymentMethods, methods),
  });
}
