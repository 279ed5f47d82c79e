// The holdout of a labelled set: a third of its files, chosen by a hash of each file's id so the
// choice never depends on the files' order, on who runs the eval or on how the reader scores
// them, and a file never moves from one part to the other.
import { createHash } from 'node:crypto';

/** The two parts of a set with a holdout. */
export type Split = 'tuned' | 'holdout';

export const SPLITS: readonly Split[] = ['tuned', 'holdout'];

/**
 * Whether a file is held out: the SHA-256 of its id (the file name, e.g.
 * `owner__repo__resume.pdf`), read as one number, is a multiple of 3.
 */
export function isHeldOut(id: string): boolean {
  const digest = createHash('sha256').update(id, 'utf8').digest('hex');
  return BigInt(`0x${digest}`) % 3n === 0n;
}

/** Which part of the set a file belongs to. */
export function splitOf(id: string): Split {
  return isHeldOut(id) ? 'holdout' : 'tuned';
}
