import { eq, sql } from 'drizzle-orm';
import { transactions, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UserRow } from '../../repositories/user-repository';
import type { PaymentProvider } from '../billing/payment-provider';
import { accountDeletedEmail } from '../mail/account-deleted-email';
import type { AuthContext } from './auth-context';
import { verifyPassword } from './hash-password';

export const WRONG_PASSWORD = 'The password is not correct. Your account was not deleted.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * Deletes an account for good after checking its password again. The payment provider ends
 * any paid plan first (no further charge), so a failure there leaves the account whole to try
 * again. Then, in one database transaction, charges are detached from the person and the user
 * row goes; every other table that holds the person's data references it with ON DELETE
 * CASCADE (resumes and their scores, cards, card setups, sessions revoked by logout, reset
 * links, usage, the plan and its history). Tokens are refused at once because
 * authenticateToken looks the user up. The confirmation email is sent after answering.
 */
export async function deleteAccount(
  ctx: AuthContext,
  payments: PaymentProvider,
  input: { user: UserRow; password: string },
  onBackgroundError: (error: unknown) => void,
) {
  const { user } = input;
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('FORBIDDEN', WRONG_PASSWORD);
  }
  await payments.closeAccount(user.id);
  await ctx.db.transaction(async (tx) => {
    // The idempotency keys name the user and card (e.g. subscribe:<user>:…): replace them with
    // the charge's own id, which keeps them unique and says nothing about the person.
    await tx
      .update(transactions)
      .set({ userId: null, idempotencyKey: sql`'erased:' || ${transactions.id}` })
      .where(eq(transactions.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  const message = accountDeletedEmail({
    to: user.email,
    fullName: user.fullName,
    appName: ctx.config.appName,
    appUrl: ctx.config.appUrl,
  });
  ctx.mailer.send(message).catch(onBackgroundError);
  return { message: ACCOUNT_DELETED };
}
