const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Words one edit away (swap, insertion, deletion, replacement; in that order of likelihood)
 * that the dictionary accepts. Bounded on purpose: Hunspell's own search can take half a
 * second on a word with no close match, and scoring must stay fast on hostile text.
 */
export function suggestNear(word: string, correct: (w: string) => boolean, limit = 3): string[] {
  if (word.length > 30) return [];
  const out: string[] = [];
  const seen = new Set<string>([word]);
  const consider = (candidate: string) => {
    if (out.length >= limit || seen.has(candidate) || candidate.length < 2) return;
    seen.add(candidate);
    if (correct(candidate)) out.push(candidate);
  };
  for (let i = 0; i + 1 < word.length; i += 1)
    consider(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i <= word.length; i += 1)
    for (const c of LETTERS) consider(word.slice(0, i) + c + word.slice(i));
  for (let i = 0; i < word.length; i += 1) consider(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i < word.length; i += 1)
    for (const c of LETTERS) if (c !== word[i]) consider(word.slice(0, i) + c + word.slice(i + 1));
  return out;
}
