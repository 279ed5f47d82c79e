import { expect } from 'vitest';
import type { ReadOutcome } from './read-outcome';

/**
 * A score in range, or a refusal whose message (what the server answers as `detail`) is one
 * plain sentence for a person, with nothing of the internals in it.
 */
export function expectClearEnd(outcome: ReadOutcome, label: string): void {
  if (outcome.kind === 'scored') {
    expect(outcome.score, label).toBeGreaterThanOrEqual(0);
    expect(outcome.score, label).toBeLessThanOrEqual(100);
  } else {
    expect(outcome.message, label).toMatch(/^[A-Z][^\n]{10,200}$/);
    expect(outcome.message, label).not.toMatch(/error|exception|undefined|null/i);
  }
}
