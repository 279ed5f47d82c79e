// A final dot that does not end a sentence: a company's legal form ('Inc.'), a title's suffix
// ('Sr.'), or a place written in initials ('D.C.', 'U.S.').
const WORD_END = /\b(?:inc|ltd|co|corp|llc|jr|sr|st|u\.s)\.?$/i;
const INITIALS_END = /(?:^|[^\p{L}.])(?:\p{Lu}\.){2,4}$/u;

/** Whether a text ends in an abbreviation's dot rather than a sentence's full stop. */
export function endsWithAbbreviation(text: string): boolean {
  // Only the end matters; a bounded tail keeps this linear on a hostile line of initials.
  const tail = text.trimEnd().slice(-24);
  return WORD_END.test(tail) || INITIALS_END.test(tail);
}
