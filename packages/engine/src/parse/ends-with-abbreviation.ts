// A final dot that does not end a sentence: a company's legal form ('Inc.'), a title's suffix
// ('Sr.'), a place written in initials ('D.C.', 'U.S.'), or a legal form ('S.r.l.').
const WORD_END = /\b(?:inc|ltd|co|corp|llc|jr|sr|st|u\.s)\.?$/i;
const INITIALS_END = /(?:^|[^\p{L}.])(?:\p{Lu}\.){2,4}$/u;
// Legal forms written with dots between small letters: 'S.r.l.', 'S.p.A.', 'S.a.r.l.', 'e.V.'.
const LEGAL_FORM_END = /(?:^|[^\p{L}.])(?:\p{L}{1,2}\.){2,4}$/u;

/** Whether a text ends in an abbreviation's dot rather than a sentence's full stop. */
export function endsWithAbbreviation(text: string): boolean {
  // Only the end matters; a bounded tail keeps this linear on a hostile line of initials.
  const tail = text.trimEnd().slice(-24);
  return WORD_END.test(tail) || INITIALS_END.test(tail) || LEGAL_FORM_END.test(tail);
}
