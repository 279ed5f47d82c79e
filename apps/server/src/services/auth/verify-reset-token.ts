import type { AuthContext } from './auth-context';
import { findResetToken } from './find-reset-token';

const MESSAGES = {
  valid: 'Reset token is valid.',
  invalid: 'Invalid reset token.',
  expired: 'Reset token has expired.',
  used: 'Reset token has already been used.',
} as const;

/** Whether a reset link still works, and why not when it does not. */
export async function verifyResetToken(ctx: AuthContext, token: string) {
  const found = await findResetToken(ctx, token);
  return { valid: found.state === 'valid', message: MESSAGES[found.state] };
}
