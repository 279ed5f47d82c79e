import { ACCESS_GATE_MESSAGE, passesAccessGate } from '@resumerank/contract/access-gate';
import { getPublicConfig } from '../../../lib/public-config';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A client-side refusal before any call is made; its message is shown as a toast. */
export class GuardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GuardError';
  }
}

/** '{field} is required' for a missing value (SPEC.md 5). */
export function requireField(value: string | undefined | null, field: string): void {
  if (!value || !value.trim()) throw new GuardError(`${field} is required`);
}

/** A well-formed email that passes the pre-release gate when it is on. */
export async function guardEmail(email: string): Promise<void> {
  requireField(email, 'Email');
  if (!EMAIL_PATTERN.test(email.trim())) throw new GuardError('Please enter a valid email address');
  const config = await getPublicConfig();
  if (!passesAccessGate(email, config.access_gate)) throw new GuardError(ACCESS_GATE_MESSAGE);
}

/** A password of at least `min` characters. */
export function guardPassword(password: string, min: number): void {
  requireField(password, 'Password');
  if (password.length < min) {
    throw new GuardError(
      min === 8
        ? 'Password must be at least 8 characters long'
        : `Password must be at least ${min} characters`,
    );
  }
}
