import { AppError } from '../../errors/app-error';
import { insertUser } from '../../repositories/user-repository';
import type { AuthContext } from './auth-context';
import { assertAccessGate } from './assert-access-gate';
import { hashPassword } from './hash-password';
import { issueSession } from './issue-session';
import { subscriptionRow } from '../billing/subscription-row';

/** Creates an account (unique email in any case) and signs it in. */
export async function signUp(
  ctx: AuthContext,
  input: { email: string; password: string; full_name: string },
) {
  const email = input.email.trim();
  assertAccessGate(ctx.config, email);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, {
    email,
    fullName: input.full_name.trim(),
    passwordHash,
    now: ctx.now(),
  });
  if (!user) throw new AppError('CONFLICT', 'Email already registered');
  // Every account starts on the Free plan, active.
  await subscriptionRow(ctx.db, user.id);
  return issueSession(ctx, user);
}
