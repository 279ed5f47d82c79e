import { IRREGULAR_STEMS, STEM_SUFFIXES } from '../data/word-forms';

const MIN_STEM = 4;

/**
 * A word's stem for matching forms of one word ('mentored', 'mentoring', 'mentorship' share
 * 'mentor'; 'led' and 'leadership' share 'lead'): the irregular table first, then the longest
 * suffix whose removal leaves at least four letters.
 */
export function stemWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_STEMS[lower];
  if (irregular) return irregular;
  for (const suffix of STEM_SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= MIN_STEM)
      return lower.slice(0, -suffix.length);
  }
  return lower;
}
