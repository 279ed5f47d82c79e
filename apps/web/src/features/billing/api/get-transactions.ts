import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@resumerank/contract/payments';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TransactionsPage {
  transactions: Transaction[];
  total: number;
}

/** GET /payments/transactions?skip&limit, newest first. */
export async function getTransactions(skip: number, limit: number): Promise<TransactionsPage> {
  const res = await apiClient.get<TransactionsPage>('/payments/transactions', {
    params: { skip, limit },
  });
  return res.data;
}

/** One page of the user's charges; the previous page stays on screen while the next loads. */
export function useTransactions(skip: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.transactions, skip, limit],
    queryFn: () => getTransactions(skip, limit),
    placeholderData: keepPreviousData,
  });
}
