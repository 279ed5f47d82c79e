import { DROPPABLE_FILLER, OPENING_WORDS, WEAK_OPENINGS } from '../data/safe-edits';
import { pastTense } from './safe-rewrite';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$+#]+/u)
    .filter(Boolean);

/** The numbers in a text as written without separators ('1,200' → '1200'), sorted. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*/g)]
    .map((m) => m[0].replace(/[,.]+$/, '').replace(/,/g, ''))
    .sort();
}

// Words a weak opening takes away ('responsible for', 'helped to'), read off the table itself.
const OPENING_SOURCE_WORDS = new Set(
  WEAK_OPENINGS.flatMap(([pattern]) => pattern.source.toLowerCase().match(/[a-z]{2,}/g) ?? []),
);
const FILLER_WORDS = new Set(DROPPABLE_FILLER.flatMap(wordsOf));

/**
 * Whether `edited` says what `original` says: the same numbers, no word the original lacks but
 * a stronger opening verb or a past tense of its own verb, and nothing taken away but filler
 * and a weak opening. It is what the audit accepts as rewording.
 */
export function isSafeEdit(original: string, edited: string): boolean {
  if (numbersIn(original).join(' ') !== numbersIn(edited).join(' ')) return false;
  const before = new Set(wordsOf(original));
  const after = new Set(wordsOf(edited));
  const pasts = new Set([...before].map(pastTense).filter((p): p is string => p !== null));
  for (const word of after) {
    if (!before.has(word) && !OPENING_WORDS.has(word) && !pasts.has(word)) return false;
  }
  for (const word of before) {
    if (after.has(word) || FILLER_WORDS.has(word) || OPENING_SOURCE_WORDS.has(word)) continue;
    const past = pastTense(word);
    if (past !== null && after.has(past)) continue;
    if (word === 'order' && /\bin order to\b/i.test(original)) continue;
    return false;
  }
  return true;
}
