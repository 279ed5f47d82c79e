// A final dot that does not end a sentence: a company's legal form ('Inc.'), a title's suffix
// ('Sr.'), or letters each with its dot: a place in initials ('D.C.', 'U.S.') or a legal form
// ('S.r.l.', 'S.p.A.', 'e.V.'), spaced as Czech and Slovak forms are ('s. r. o.', 'a. s.'); an
// organisation's shortened word ('Dept.', 'Univ.'). A bracket or quote may close after it
// ('MBTA (Technology Innovation Dept.)').
const WORD_END = /\b(?:inc|ltd|co|corp|llc|jr|sr|st|u\.s|dept|univ|assoc|intl|govt|bros)\.?$/i;
const DOTTED_LETTERS_END = /(?:^|[^\p{L}.])(?:\p{L}{1,2}\. ?){1,3}\p{L}{1,2}\.$/u;

/** Whether a text ends in an abbreviation's dot rather than a sentence's full stop. */
export function endsWithAbbreviation(text: string): boolean {
  // Only the end matters; a bounded tail keeps this linear on a hostile line of initials.
  const tail = text
    .trimEnd()
    .replace(/[)\]"”’]+$/, '')
    .slice(-24);
  return WORD_END.test(tail) || DOTTED_LETTERS_END.test(tail);
}
