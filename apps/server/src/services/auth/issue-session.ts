import type { UserRow } from '../../repositories/user-repository';
import type { AuthContext } from './auth-context';
import { toPublicUser } from './to-public-user';

/** The answer to a successful sign-up or sign-in: the user and a fresh access token. */
export async function issueSession(ctx: AuthContext, user: UserRow) {
  const { token } = await ctx.signer.sign(user.id, ctx.now());
  return { user: toPublicUser(user), access_token: token, token_type: 'bearer' as const };
}
