import { createHash, randomBytes } from 'node:crypto';

/** How long a reset link works (SPEC.md 9). */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** A new reset token: 32 random bytes, URL-safe. Only its hash is ever stored. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a reset token. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
