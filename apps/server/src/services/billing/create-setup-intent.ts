import { createHash, randomBytes } from 'node:crypto';
import { setupIntents } from '../../db/schema';
import type { BillingContext } from './billing-context';

/** The stored form of a setup intent's client secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** POST /payments/setup-intent with the built-in processor: starts saving a card. */
export async function createSetupIntent(ctx: BillingContext, userId: string) {
  const secret = `seti_local_${randomBytes(12).toString('hex')}_secret_${randomBytes(16).toString('hex')}`;
  await ctx.db
    .insert(setupIntents)
    .values({ secretHash: hashSecret(secret), userId, createdAt: ctx.now() });
  return { client_secret: secret, provider: 'local' as const, publishable_key: null };
}
