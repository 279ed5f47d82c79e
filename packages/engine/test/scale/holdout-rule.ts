// The holdout of the scale corpus, fixed by hashes before anyone tunes the reader on it: which
// themes and which people are never looked at file by file. The rule depends only on names and
// ids, so adding people or themes never moves anyone already placed.
import { createHash } from 'node:crypto';

/** How many themes are held out: the two whose names hash lowest. */
export const HELD_OUT_THEME_COUNT = 2;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The held-out themes among `themes`: the HELD_OUT_THEME_COUNT names with the lowest sha256
 * (as hex strings, which sort as the numbers they are).
 */
export function heldOutThemes(themes: readonly string[]): Set<string> {
  const byHash = [...themes].sort((a, b) => (sha256(a) < sha256(b) ? -1 : 1));
  return new Set(byHash.slice(0, HELD_OUT_THEME_COUNT));
}

/** Whether a person (by the id their file is named after) is held out: sha256(id) mod 3 is 0. */
export function isHeldOutPerson(id: string): boolean {
  return BigInt(`0x${sha256(id)}`) % 3n === 0n;
}

/** Which part of the evaluation a file belongs to. */
export type ScaleGroup = 'tuned' | 'held-out themes' | 'held-out people' | 'held out both';

/** The group of one file from its person's and its theme's holdout. */
export function scaleGroup(personHeldOut: boolean, themeHeldOut: boolean): ScaleGroup {
  if (personHeldOut && themeHeldOut) return 'held out both';
  if (themeHeldOut) return 'held-out themes';
  return personHeldOut ? 'held-out people' : 'tuned';
}
