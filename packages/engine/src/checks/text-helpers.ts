/** Words of a text, lowercased, without punctuation. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*/gu)
      ?.map((w) => w.replace(/[.'’-]+$/, '')) ?? []
  );
}

/** The first word of a statement, lowercased. */
export function firstWord(text: string): string {
  return words(text)[0] ?? '';
}

// Checks test every line against the same word lists: each phrase's expression is compiled
// once (the lists are fixed, the bound only guards against callers with endless phrases).
const phrasePatterns = new Map<string, RegExp>();

/** Whether a phrase occurs on word boundaries (case-insensitive). */
export function hasPhrase(text: string, phrase: string): boolean {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu');
    if (phrasePatterns.size >= 10_000) phrasePatterns.clear();
    phrasePatterns.set(phrase, pattern);
  }
  return pattern.test(text);
}

/** The phrases of a list that a text contains. */
export function phrasesIn(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((p) => hasPhrase(text, p));
}

/** Whether a statement carries a number: a count, a percentage, money or a time. */
export function isQuantified(text: string): boolean {
  return (
    /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, '')) ||
    /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozens?|hundreds?|thousands?|millions?|billions?|double[ds]?|triple[ds]?|half|halved)\b/i.test(
      text,
    )
  );
}

/** A short form of a line for messages: at most `max` characters. */
export function quote(text: string, max = 90): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Maps a share (0..1) to a score, full marks at `target`. */
export function shareScore(share: number, target: number): number {
  return Math.round(Math.max(0, Math.min(1, share / target)) * 100);
}

/** Clamps a score into 0..100 and rounds it. */
export function clampScore(score: number): number {
  return Math.round(Math.max(0, Math.min(100, score)));
}
