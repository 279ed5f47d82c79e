import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { hashResetToken } from './reset-token';

export type ResetTokenState =
  { state: 'valid'; id: string; userId: string } | { state: 'invalid' | 'expired' | 'used' };

/** Looks a reset token up by its hash and tells whether it can still be used. */
export async function findResetToken(ctx: AuthContext, token: string): Promise<ResetTokenState> {
  if (!token || token.length > 200) return { state: 'invalid' };
  const [row] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  if (!row) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= ctx.now()) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId };
}
