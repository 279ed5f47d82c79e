import { eq } from 'drizzle-orm';
import { revokedTokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findUserById, type UserRow } from '../../repositories/user-repository';
import type { AuthContext } from './auth-context';
import type { AccessTokenClaims } from './token-signer';

const SESSION_EXPIRED = 'Session expired. Please log in again.';

/**
 * Turns a bearer token into its user, refusing tokens that are malformed, forged, expired,
 * revoked by logout, issued before the last password reset, or whose user is gone.
 */
export async function authenticateToken(
  ctx: AuthContext,
  token: string | undefined,
): Promise<{ user: UserRow; claims: AccessTokenClaims }> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  const claims = await ctx.signer.verify(token, ctx.now());
  if (!claims) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
  const [revoked] = await ctx.db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, claims.jti));
  if (revoked) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
  const user = await findUserById(ctx.db, claims.userId);
  if (!user) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
  if (user.tokensValidAfter && claims.issuedAt < user.tokensValidAfter) {
    throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
  }
  return { user, claims };
}
