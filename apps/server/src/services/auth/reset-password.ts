import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthContext } from './auth-context';
import { findResetToken } from './find-reset-token';
import { hashPassword } from './hash-password';

const REFUSALS = {
  invalid: 'Invalid reset token',
  expired: 'Reset token has expired',
  used: 'Reset token has already been used',
} as const;

/**
 * Sets a new password with a reset token. The token is spent atomically (two tabs racing get
 * one success), and every session issued before now stops working.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; new_password: string },
) {
  const found = await findResetToken(ctx, input.token);
  if (found.state !== 'valid') throw new AppError('BAD_REQUEST', REFUSALS[found.state]);
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  // Whole seconds, because token iat is in seconds: tokens from before this second are refused.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const spent = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!row) return false;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, tokensValidAfter: validAfter })
      .where(eq(users.id, found.userId));
    return true;
  });
  if (!spent) throw new AppError('BAD_REQUEST', REFUSALS.used);
  return { message: 'Password reset successfully.' };
}
