import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appMeta } from '../../db/schema';

const KEY_NAME = 'jwt_signing_key';

/**
 * The token signing key: the configured secret, or else one generated on first start and kept
 * in the database, so every server process sharing that database signs with the same key and
 * tokens survive restarts.
 */
export async function loadSigningKey(db: Database, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: KEY_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY_NAME));
  if (!row) throw new Error('signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
