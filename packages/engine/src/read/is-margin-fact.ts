// Dates, lengths of service and places: what a narrow column beside the entries holds.
const MARGIN_FACT =
  /\b(?:19|20)\d{2}\b|\bpresent\b|\bcurrent\b|^\s*\d+\+?\s*(?:years?|yrs?|months?|mos?)\b|^[\p{Lu}][\p{L}.' -]+,\s*[\p{Lu}][\p{L}.' -]+$|^\s*remote\s*$/iu;

/**
 * Whether a piece of text is a date, a length of service or a place ('Austin, TX', 'Remote'):
 * a column made mostly of these sits beside the entries rather than being a column of its own.
 */
export function isMarginFact(text: string): boolean {
  return MARGIN_FACT.test(text);
}
