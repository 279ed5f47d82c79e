import type { ParsedResumeData } from '../types';

// A segment with an address, a number or a web link is a contact detail, not a title.
const CONTACT_DETAIL = /@|\d|https?:|www\.|\.com\b/i;

/**
 * The titles a resume's header gives its owner ('Ayse Ozturk / IT Consultant | ayse@…'): the
 * contact section's lines after the name, split at separators and commas (a headline names
 * its main title first), without contact details. The
 * occupation fit reads them only when no role title names an occupation the taxonomy knows.
 */
export function headlineTitles(parsed: ParsedResumeData): string[] {
  const contact = parsed.sections.find((s) => s.kind === 'contact');
  if (!contact) return [];
  return contact.lines
    .slice(1)
    .flatMap((line) => line.text.split(/\s*[|•·,]\s*/u))
    .map((part) => part.trim())
    .filter((part) => part.length > 1 && part.length <= 60 && !CONTACT_DETAIL.test(part));
}
