import { passwordResetTokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findUserByEmail } from '../../repositories/user-repository';
import { resetPasswordEmail } from '../mail/reset-password-email';
import type { AuthContext } from './auth-context';
import { assertAccessGate } from './assert-access-gate';
import { RESET_TOKEN_TTL_MINUTES, hashResetToken, newResetToken } from './reset-token';

export const RESET_REQUESTED =
  'If an account exists for that email, a link to reset the password is on its way.';
export const TOO_MANY_RESETS = 'Too many reset attempts. Please try again later.';

/**
 * Emails a single-use reset link to the account, if there is one. The answer is the same
 * either way, and the email is sent after answering so timing reveals nothing either.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { email: string; clientAddress: string },
  onBackgroundError: (error: unknown) => void,
) {
  const email = input.email.trim();
  assertAccessGate(ctx.config, email);
  const now = ctx.now();
  const allowed =
    (await ctx.resetLimiters.perAddress.attempt(input.clientAddress, now)) &&
    (await ctx.resetLimiters.perEmail.attempt(email.toLowerCase(), now));
  if (!allowed) throw new AppError('RATE_LIMITED', TOO_MANY_RESETS);

  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = newResetToken();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const message = resetPasswordEmail({
      to: user.email,
      fullName: user.fullName,
      link: `${ctx.config.appUrl}/reset-password/${token}`,
      appName: ctx.config.appName,
      validMinutes: RESET_TOKEN_TTL_MINUTES,
    });
    ctx.mailer.send(message).catch(onBackgroundError);
  }
  return { message: RESET_REQUESTED };
}
