import { asideLabels, employerLabels, titleLabels } from '../../data/header-field-labels';

/** A header's fields named by labels, and its text with the labelled pieces taken out. */
export interface LabelledFields {
  title?: string;
  company?: string;
  /** The place, where the label names an address with the employer. */
  location?: string;
  texts: string[];
}

// 'Title: Graduate Student', 'Occupation or position held: Waitress': a label of a few words.
const LABELLED = /^([\p{L}][\p{L} ]{1,40}?)\s*:\s*(\S.*)$/u;

/**
 * Reads the fields a header names by their labels ('Title: Graduate Student | Supervisor: Prof.
 * Horwath'): the title and the employer are taken as written after the colon, asides (whom the
 * person worked under, a referee) are dropped, and every other piece is left for the header's
 * usual reading. Pieces are set apart by bars or bullets, as forms lay such lines out.
 */
export function labelledFields(texts: readonly string[]): LabelledFields {
  const out: LabelledFields = { texts: [] };
  for (const text of texts) {
    const kept: string[] = [];
    for (const piece of text.split(/\s+[|•·]\s+/)) {
      const match = LABELLED.exec(piece.trim());
      const label = match?.[1]!.trim().toLowerCase() ?? '';
      const value = match?.[2]!.trim() ?? '';
      if (titleLabels.has(label) && out.title === undefined) out.title = value;
      else if (employerLabels.has(label) && out.company === undefined) {
        // 'Name and address of employer: Telbest, Nowy Sacz, Poland': the name, then the place.
        const [name, ...place] = label.includes('address') ? value.split(/\s*,\s*/) : [value];
        out.company = name!;
        if (place.length) out.location = place.join(', ');
      } else if (!asideLabels.has(label)) kept.push(piece);
    }
    if (kept.length) out.texts.push(kept.join(' | '));
  }
  return out;
}
