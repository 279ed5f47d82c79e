import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

/** POST /auth/logout. */
export async function logoutRequest(): Promise<void> {
  await apiClient.post('/auth/logout');
}

/** Signs out: tells the server (errors are only logged), then always clears the local session. */
export function useLogout(): () => Promise<void> {
  const logout = useAuthStore((s) => s.logout);
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      console.warn('logout request failed', error);
    } finally {
      logout();
    }
  }, [logout]);
}
