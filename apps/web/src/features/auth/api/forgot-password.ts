import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { guardEmail } from '../lib/guards';

/** POST /auth/forgot-password. */
export async function forgotPassword(email: string): Promise<{ message: string }> {
  await guardEmail(email);
  const res = await apiClient.post<{ message: string }>('/auth/forgot-password', {
    email: email.trim(),
  });
  return res.data;
}

/** Asks for a reset link by email. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
