/** Words per shingle: three catch reordered or reworded lines without matching on single words. */
const SHINGLE_WORDS = 3;
/**
 * Only the start of a text is compared: two thousand words hold a whole resume of a few pages,
 * and keep grouping a user's hundred resumes within tens of milliseconds.
 */
const MAX_WORDS = 2000;

/** FNV-1a of a string: shingles are compared as 32-bit numbers, far cheaper than strings. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One number for a run of word hashes, order-sensitive ("a b c" differs from "c b a"). */
function combine(hashes: readonly number[], from: number, count: number): number {
  let h = 0x811c9dc5;
  for (let k = from; k < from + count; k++) h = Math.imul(h ^ hashes[k]!, 0x01000193) ^ (h >>> 15);
  return h >>> 0;
}

/**
 * The text's distinct overlapping runs of words (lower-cased, punctuation ignored), as sorted
 * hashes; each word is hashed once and its runs combined from those numbers.
 */
export function wordShingles(text: string): Uint32Array {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u, MAX_WORDS + 1)
    .filter(Boolean)
    .map(hash);
  const size = Math.min(SHINGLE_WORDS, words.length);
  const shingles = new Uint32Array(size ? words.length - size + 1 : 0);
  for (let i = 0; i < shingles.length; i++) shingles[i] = combine(words, i, size);
  shingles.sort();
  return shingles.filter((h, i) => i === 0 || h !== shingles[i - 1]);
}

/** Sets pairwiseJaccard compares at most: the set's index is packed beside each hash. */
export const MAX_SETS = 128;

/**
 * The Jaccard similarity (shared shingles over all, 0 for two empty sets) of every pair of the
 * given shingle sets (at most MAX_SETS), as a function of two indices. Every (shingle, set) pair
 * is packed into one number and sorted, so that each run of one shingle names the sets sharing
 * it: distinct resumes, which share few shingles, cost one sort.
 */
export function pairwiseJaccard(sets: readonly Uint32Array[]): (i: number, j: number) => number {
  const n = sets.length;
  if (n > MAX_SETS) throw new RangeError(`pairwiseJaccard compares at most ${MAX_SETS} sets`);
  const packed = new Float64Array(sets.reduce((sum, set) => sum + set.length, 0));
  let at = 0;
  // hash * MAX_SETS + index stays below 2^39: exact in a double.
  sets.forEach((set, i) => set.forEach((h) => (packed[at++] = h * MAX_SETS + i)));
  packed.sort();
  // shared[min * n + max]: shingles sets min and max have in common (at most MAX_WORDS).
  const shared = new Uint16Array(n * n);
  for (let start = 0; start < packed.length;) {
    const hash = Math.floor(packed[start]! / MAX_SETS);
    let end = start + 1;
    while (end < packed.length && Math.floor(packed[end]! / MAX_SETS) === hash) end++;
    for (let x = start; x < end; x++)
      for (let y = x + 1; y < end; y++)
        shared[(packed[x]! % MAX_SETS) * n + (packed[y]! % MAX_SETS)]!++;
    start = end;
  }
  return (i, j) => {
    const common = shared[Math.min(i, j) * n + Math.max(i, j)]!;
    const all = sets[i]!.length + sets[j]!.length - common;
    return i === j ? 1 : all ? common / all : 0;
  };
}
