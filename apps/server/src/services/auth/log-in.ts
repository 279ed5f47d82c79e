import { AppError } from '../../errors/app-error';
import { findUserByEmail } from '../../repositories/user-repository';
import type { AuthContext } from './auth-context';
import { assertAccessGate } from './assert-access-gate';
import { verifyDecoyPassword, verifyPassword } from './hash-password';
import { issueSession } from './issue-session';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in with email and password. An unknown email and a wrong password get the same answer
 * after the same work, so neither the message nor the timing tells which emails exist.
 */
export async function logIn(ctx: AuthContext, input: { username: string; password: string }) {
  const email = input.username.trim();
  assertAccessGate(ctx.config, email);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDecoyPassword(input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return issueSession(ctx, user);
}
