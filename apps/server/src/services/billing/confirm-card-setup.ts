import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { paymentMethods, setupIntents } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { verifyCard } from './card-processor';
import { hashSecret } from './create-setup-intent';

/**
 * POST /payments/local/confirm-setup: the built-in processor's stand-in for Stripe.js'
 * confirmCardSetup. A good card becomes a saved payment method (default if it is the first).
 */
export async function confirmCardSetup(
  ctx: BillingContext,
  userId: string,
  input: {
    client_secret: string;
    card: { number: string; exp_month: number; exp_year: number; cvc: string };
  },
) {
  if (ctx.config.payments.provider !== 'local')
    throw new AppError('NOT_FOUND', 'Resource not found.');
  const [intent] = await ctx.db
    .select()
    .from(setupIntents)
    .where(
      and(
        eq(setupIntents.secretHash, hashSecret(input.client_secret)),
        eq(setupIntents.userId, userId),
        isNull(setupIntents.paymentMethodId),
      ),
    );
  if (!intent) throw new AppError('NOT_FOUND', 'This card setup has expired. Please try again.');
  const card = verifyCard(input.card, ctx.now());
  const id = `pm_local_${randomBytes(12).toString('hex')}`;
  await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId));
    await tx
      .insert(paymentMethods)
      .values({ id, userId, ...card, isDefault: existing.length === 0, createdAt: ctx.now() });
    await tx
      .update(setupIntents)
      .set({ paymentMethodId: id })
      .where(eq(setupIntents.secretHash, intent.secretHash));
  });
  return { payment_method_id: id };
}
