import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import type { DbTransaction } from '../../db/database';
import { paymentMethods, transactions } from '../../db/schema';
import { chargeOutcome } from './card-processor';

export interface ChargeRequest {
  userId: string;
  amountCents: number;
  planType: PlanType;
  description: string;
  /** What is being paid for; with the card it makes the idempotency key. */
  purpose: string;
  now: Date;
}

export type ChargeResult =
  { succeeded: true; transactionId: string } | { succeeded: false; message: string };

/**
 * Charges the user's default card with the built-in processor and records the transaction,
 * succeeded or failed. The same purpose on the same card is charged once: a repeat (a double
 * click, a second server process) returns the first attempt's outcome, while trying again with
 * another card after a decline is a new charge.
 */
export async function chargeDefaultCard(
  tx: DbTransaction,
  request: ChargeRequest,
): Promise<ChargeResult> {
  const [card] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, request.userId), eq(paymentMethods.isDefault, true)));
  if (!card) return { succeeded: false, message: 'Add a card to pay for this plan.' };
  const idempotencyKey = `${request.purpose}:${card.id}`;
  const [prior] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.idempotencyKey, idempotencyKey));
  if (prior) {
    return prior.status === 'succeeded'
      ? { succeeded: true, transactionId: prior.id }
      : { succeeded: false, message: 'Your card was declined.' };
  }
  const outcome = chargeOutcome(card, request.now);
  const id = `txn_${randomBytes(12).toString('hex')}`;
  await tx.insert(transactions).values({
    id,
    userId: request.userId,
    amountCents: request.amountCents,
    currency: planCatalog[request.planType].currency,
    status: outcome.succeeded ? 'succeeded' : 'failed',
    planType: request.planType,
    description: request.description,
    idempotencyKey,
    createdAt: request.now,
  });
  return outcome.succeeded ? { succeeded: true, transactionId: id } : outcome;
}
