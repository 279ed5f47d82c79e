/** Words per shingle: three catch reordered or reworded lines without matching on single words. */
const SHINGLE_WORDS = 3;
/** Only the start of a very long text is compared, so grouping stays cheap. */
const MAX_WORDS = 5000;

/** The text's overlapping runs of words, lower-cased, punctuation ignored. */
export function wordShingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const shingles = new Set<string>();
  if (words.length < SHINGLE_WORDS) {
    if (words.length) shingles.add(words.join(' '));
    return shingles;
  }
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++)
    shingles.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return shingles;
}

/** Jaccard similarity of two shingle sets: shared over all, 0 when both are empty. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}
