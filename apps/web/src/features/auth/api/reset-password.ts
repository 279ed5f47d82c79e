import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { guardPassword, GuardError } from '../lib/guards';

/** POST /auth/reset-password. */
export async function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<{ message: string }> {
  if (!input.token) throw new GuardError('Invalid reset token');
  guardPassword(input.newPassword, 8);
  const res = await apiClient.post<{ message: string }>('/auth/reset-password', {
    token: input.token,
    new_password: input.newPassword,
  });
  return res.data;
}

/** Sets the new password with the token from the link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
