import { and, eq } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';
import { listPaymentMethods } from './billing-queries';

/** POST /payments/payment-methods/{id}/default: renewals charge this card from now on. */
export async function setDefaultPaymentMethod(
  ctx: BillingContext,
  userId: string,
  paymentMethodId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)));
    if (!card) throw new AppError('NOT_FOUND', 'Payment method not found.');
    await tx
      .update(paymentMethods)
      .set({ isDefault: eq(paymentMethods.id, paymentMethodId) })
      .where(eq(paymentMethods.userId, userId));
  });
  return listPaymentMethods(ctx.db, userId);
}
