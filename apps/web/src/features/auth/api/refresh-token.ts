import { apiClient } from '../../../lib/api-client';

/** POST /auth/refresh: a fresh access token for a still-valid session (null if none came back). */
export async function refreshToken(): Promise<string | null> {
  const res = await apiClient.post<{ access_token?: string }>('/auth/refresh');
  return res.data?.access_token ?? null;
}
