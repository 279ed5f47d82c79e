import { createHash, randomBytes } from 'node:crypto';
import { setupIntents } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BillingContext } from './billing-context';

/** The stored form of a setup intent's client secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** POST /payments/setup-intent: starts saving a card with the configured provider. */
export async function createSetupIntent(ctx: BillingContext, userId: string) {
  if (ctx.config.payments.provider !== 'local') {
    throw new AppError('NOT_IMPLEMENTED', 'Card payments through Stripe are not available yet.');
  }
  const secret = `seti_local_${randomBytes(12).toString('hex')}_secret_${randomBytes(16).toString('hex')}`;
  await ctx.db
    .insert(setupIntents)
    .values({ secretHash: hashSecret(secret), userId, createdAt: ctx.now() });
  return { client_secret: secret, provider: 'local' as const, publishable_key: null };
}
