import type { SectionKind } from '../types';
import { sectionHeadings } from '../data/section-headings';
import { normalizeHeading } from './normalize-heading';

/**
 * A heading followed by the count of its entries ('Work Experience(8)', 'Projects (3)'), as
 * some themes print it, or by the years it spans ('Experience (2.4)', 'Experience (5+ years)'):
 * the count goes, the heading stays.
 */
export function withoutEntryCount(text: string): string {
  return text.replace(
    /\s*\(\d{1,2}(?:[.,]\d{1,2})?\+?(?:\s*(?:years?|yrs?\.?|months?))?\)\s*:?\s*$/i,
    '',
  );
}

const bySquashedHeading = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(sectionHeadings)) {
  for (const name of names) {
    const key = normalizeHeading(name);
    if (key.includes(' ')) bySquashedHeading.set(key.replace(/ /g, ''), kind as SectionKind);
  }
}

/**
 * The kind of a letter-spaced heading whose word gap was lost ('WORKEXPERIENCE' from 'W O R K
 * E X P E R I E N C E'): one word in capitals that is a known heading of several words.
 */
export function squashedHeadingKind(text: string): SectionKind | null {
  const word = text.trim().replace(/:$/, '');
  if (!/^\p{Lu}{6,40}$/u.test(word)) return null;
  return bySquashedHeading.get(word.toLowerCase()) ?? null;
}
