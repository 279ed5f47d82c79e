/** A heading reduced for comparison: lowercase, no punctuation or numbering, single spaces. */
export function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
