import { lt } from 'drizzle-orm';
import { revokedTokens } from '../../db/schema';
import type { AuthContext } from './auth-context';
import type { AccessTokenClaims } from './token-signer';

/** Ends a session: its token is refused from now on, on every server process. */
export async function logOut(ctx: AuthContext, claims: AccessTokenClaims) {
  const now = ctx.now();
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt })
    .onConflictDoNothing();
  // Tokens past their expiry are refused anyway: keep the list short.
  await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  return { message: 'Signed out.' };
}
