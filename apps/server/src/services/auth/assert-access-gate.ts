import { ACCESS_GATE_MESSAGE, passesAccessGate } from '@resumerank/contract/access-gate';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';

/**
 * The pre-release gate of SPEC.md 5: while it is on, only emails containing the marker may sign
 * up, sign in or ask for a reset. The client applies the same rule; the server enforces it.
 */
export function assertAccessGate(config: Config, email: string): void {
  if (!passesAccessGate(email, config.accessGate)) {
    throw new AppError('FORBIDDEN', ACCESS_GATE_MESSAGE);
  }
}
