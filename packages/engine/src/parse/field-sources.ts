import type { SourceRef, TextLine } from '../types';

/** The contact fields whose place in the document is kept. */
export type SourcedField = 'name' | 'email' | 'phone' | 'location';

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}@.+]/gu, '');

/**
 * Where each contact field was read: the first line that holds its value (letters compared,
 * so a letter-spaced name is found where it was printed).
 */
export function fieldSources(
  lines: TextLine[],
  fields: Record<SourcedField, string | null>,
): Partial<Record<SourcedField, SourceRef>> {
  const out: Partial<Record<SourcedField, SourceRef>> = {};
  for (const [field, value] of Object.entries(fields) as Array<[SourcedField, string | null]>) {
    if (!value) continue;
    const wanted = letters(value);
    const line = lines.find((l) => l.line && letters(l.text).includes(wanted));
    if (line?.line) out[field] = { page: line.page, line: line.line };
  }
  return out;
}
