import { useMutation } from '@tanstack/react-query';
import type { SessionAnswer } from '@resumerank/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { guardEmail, requireField } from '../lib/guards';

/** POST /auth/login with the form fields username (the email) and password. */
export async function login(input: { email: string; password: string }): Promise<SessionAnswer> {
  await guardEmail(input.email);
  requireField(input.password, 'Password');
  const form = new URLSearchParams({ username: input.email.trim(), password: input.password });
  const res = await apiClient.post<SessionAnswer>('/auth/login', form, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return res.data;
}

/** Signs in and stores the session. */
export function useLogin() {
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => setAuth(answer.user, answer.access_token),
  });
}
