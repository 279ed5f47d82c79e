// The shapes of a line's text that tell a header from a sentence: its words outside brackets,
// its sentences, its pieces set apart by commas and full stops.

/** A text without its bracketed asides ('(Health Unit, Lyon, France)'), spaces closed up. */
export const unbracketed = (text: string) =>
  text
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a text outside its brackets. */
export const unbracketedWords = (text: string) =>
  unbracketed(text).split(' ').filter(Boolean).length;

/**
 * Two sentences or more: at least two runs of two words or more, each ended by a full stop before
 * a capital. A word alone between dots is shortened ('Software Engineer & Dev. Ops. Intern').
 */
export function twoSentences(text: string): boolean {
  const parts = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return parts.length >= 2 && parts.filter((p) => p.trim().split(/\s+/).length >= 2).length >= 2;
}

/** Short pieces set apart by full stops and commas, none three lowercase words running. */
export const fieldsOnly = (text: string) =>
  text
    .split(/[.!?]\s+|,\s+/)
    .every(
      (piece) =>
        piece.split(/\s+/).length <= 6 && !/(?<!\p{L})\p{Ll}+\s+\p{Ll}+\s+\p{Ll}+/u.test(piece),
    );

/**
 * 'IT Intern, Delta Holdings limited, Lakeside, Eastern Region.': three fields or more set apart by
 * commas, none a clause; they end in a full stop as a sentence does, and are none.
 */
export const isCommaFields = (text: string) => text.split(',').length >= 3 && fieldsOnly(text);
