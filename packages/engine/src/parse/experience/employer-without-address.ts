import { isStreetAddress } from './is-light-header-line';

// A piece that opens with a postcode ('90100 Santa Venera PA', '75011 Paris') or ends in a UK or
// Canadian one ('Hartwell HT4 2QX', 'Toronto ON M5C 2V6').
const POSTCODE_PIECE =
  /^\d{4,5}\s+\p{Lu}|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d$/u;
// A house number, written with its unit after a slash in South Asia ('58/3b Temple St'), then
// the street.
const NUMBERED_STREET =
  /^\d{1,6}(?:\/\d{1,4})?[a-z]?\s+\p{Lu}.*\b(?:st|street|rd|road|ave|avenue|lane|ln|blvd|dr|drive|way)\.?$/iu;
// A street named by its kind first ('Via dei Mille', 'Rue de la Paix').
const STREET_KIND_FIRST =
  /^(?:via|viale|piazza|corso|calle|carrer|avenida|rua|rue|chemin|plaza|praça)\s+\p{Lu}/iu;

/**
 * The employer without the postal address written after it ('Harbor Inn, 12 Quay St', 'Villa
 * Rosa, Via del Mare, 12, 90100 Santa Venera PA'): the name before the first comma, where a later
 * piece is a street or a postcode. Any other employer is returned as it is.
 */
export function employerWithoutAddress(company: string): string {
  const pieces = company.split(/\s*,\s*/);
  if (pieces.length < 2) return company;
  const addressed = pieces
    .slice(1)
    .some(
      (p) =>
        isStreetAddress(p) ||
        NUMBERED_STREET.test(p.trim()) ||
        POSTCODE_PIECE.test(p.trim()) ||
        STREET_KIND_FIRST.test(p),
    );
  return addressed && /\p{L}{2}/u.test(pieces[0]!) ? pieces[0]! : company;
}
