import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@resumerank/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAuthStore } from '../../../stores/auth-store';

export const ACCOUNT_DELETED_TOAST =
  'Your account has been deleted. A confirmation is on its way to your email.';

/** POST /auth/delete-account: the password again; a wrong one is a 403 with the reason. */
export async function deleteAccountRequest(body: DeleteAccountRequest): Promise<void> {
  await apiClient.post('/auth/delete-account', body);
}

/**
 * Deletes the account, then signs out here (the server has already ended every session) and
 * says so. Failures stay with the caller, which shows them in the dialog.
 */
export function useDeleteAccount() {
  const logout = useAuthStore((s) => s.logout);
  return useMutation({
    mutationFn: deleteAccountRequest,
    onSuccess: () => {
      logout();
      notifySuccess(ACCOUNT_DELETED_TOAST);
    },
  });
}
