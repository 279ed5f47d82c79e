/**
 * Whether two words are one slip of the keys apart: a letter changed, added, dropped, or two
 * neighbours swapped ('expecience', 'experiance', 'eduaction').
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x === y;
  if (a.length === b.length) {
    if (tail(a.slice(i + 1), b.slice(i + 1))) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && tail(a.slice(i + 2), b.slice(i + 2));
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return tail(long.slice(i + 1), short.slice(i));
}

/** Only long words: a slip in a short one makes another word ('skill' / 'skull'). */
const MIN_LETTERS = 8;

/**
 * The known heading a short heading with one misspelt word stands for ('EXPECIENCE', 'Work
 * Experiance', 'Eduaction'), the word set right; null otherwise. A word that only adds a
 * letter at the end, or changes its last ('Experienced', 'Educations'), is another word.
 */
export function misspeltHeading(
  key: string,
  known: ReadonlySet<string>,
  words: readonly string[],
): string | null {
  const parts = key.split(' ');
  if (parts.length > 3) return null;
  for (let i = 0; i < parts.length; i++) {
    const word = parts[i]!;
    if (word.length < MIN_LETTERS || words.includes(word)) continue;
    for (const right of words) {
      // A change at the end is another form of the word ('experienced', 'experiences').
      if (word.startsWith(right.slice(0, -1)) || right.startsWith(word.slice(0, -1))) continue;
      if (!oneSlipApart(word, right)) continue;
      const mended = [...parts.slice(0, i), right, ...parts.slice(i + 1)].join(' ');
      if (known.has(mended)) return mended;
    }
  }
  return null;
}
