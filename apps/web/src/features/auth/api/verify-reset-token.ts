import { useQuery } from '@tanstack/react-query';
import type { VerifyResetTokenAnswer } from '@resumerank/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /auth/verify-reset-token/{token}. */
export async function verifyResetToken(token: string): Promise<VerifyResetTokenAnswer> {
  const res = await apiClient.get<VerifyResetTokenAnswer>(
    `/auth/verify-reset-token/${encodeURIComponent(token)}`,
  );
  return res.data;
}

/** Checks a reset link once when the reset page opens. */
export function useVerifyResetToken(token: string | undefined) {
  return useQuery({
    queryKey: ['verify-reset-token', token],
    queryFn: () => verifyResetToken(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
