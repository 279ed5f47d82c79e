import { useMutation } from '@tanstack/react-query';
import type { SessionAnswer, SignupRequest } from '@resumerank/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { guardEmail, guardPassword, requireField } from '../lib/guards';

/** POST /auth/signup, after the client-side guards of SPEC.md 5. */
export async function signup(input: SignupRequest): Promise<SessionAnswer> {
  requireField(input.full_name, 'Full name');
  await guardEmail(input.email);
  guardPassword(input.password, 6);
  const res = await apiClient.post<SessionAnswer>('/auth/signup', input);
  return res.data;
}

/** Signs up and signs the new user in. */
export function useSignup() {
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: signup,
    onSuccess: (answer) => setAuth(answer.user, answer.access_token),
  });
}
