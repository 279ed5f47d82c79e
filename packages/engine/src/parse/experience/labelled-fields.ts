import {
  asideLabels,
  employerLabels,
  sectorLabels,
  titleLabels,
} from '../../data/header-field-labels';
import { roleLineLabels } from '../../data/role-line-labels';
import { hasTitleWord } from './has-title-word';

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
  const alone = texts.length === 1 && !/\s[|•·]\s/.test(texts[0]!);
  const labelOf = (piece: string) => {
    const match = LABELLED.exec(piece.trim());
    return {
      match,
      label: match?.[1]!.trim().toLowerCase() ?? '',
      value: match?.[2]!.trim() ?? '',
    };
  };
  // Each piece with its label read once: the employer's label is looked for across them all.
  const pieces = texts.map((text) =>
    text.split(/\s+[|•·]\s+/).map((piece) => ({ piece, ...labelOf(piece) })),
  );
  const namesEmployer = pieces.flat().some(({ label }) => employerLabels.has(label));
  for (const textPieces of pieces) {
    const kept: string[] = [];
    for (const { piece, match, label, value } of textPieces) {
      // The employer's trade, where the form names the employer too, is neither field; alone,
      // it is where the person wrote the employer, read as an unlabelled line is.
      if (sectorLabels.has(label)) {
        if (!namesEmployer) kept.push(value);
      } else if (titleLabels.has(label) && out.title === undefined) out.title = value;
      else if (employerLabels.has(label) && out.company === undefined) {
        // 'Name and address of employer: Telbest, Nowy Sacz, Poland': the name, then the place.
        const [name, ...place] = label.includes('address') ? value.split(/\s*,\s*/) : [value];
        out.company = name!;
        if (place.length) out.location = place.join(', ');
      } else if (alone && isTitleBeforeColon(match?.[1] ?? '', label, value)) {
        // 'Department Chair: Institute of Social Studies': the title, then where it is held.
        out.title = match![1]!.trim();
        out.company = value.replace(/[,;.]$/, '');
      } else if (!asideLabels.has(label)) kept.push(piece);
    }
    if (kept.length) out.texts.push(kept.join(' | '));
  }
  return out;
}

/**
 * A job's title written before a colon, as a label is, where the header holds nothing else
 * ('Department Chair: IESP-UERJ, 2024–.'): a few capitalised words naming a job, none of the
 * labels of a role's text. Where the header names its employer elsewhere, or the words after
 * the colon name a person or a list ('Tutor: Research Methods, Prof. J. Chen, Harvard'), they
 * are the subject or whom the person worked under, read as before.
 */
function isTitleBeforeColon(written: string, label: string, value: string): boolean {
  return (
    /^\p{Lu}/u.test(written) &&
    !/,|\b(?:Prof|Dr|Mr|Mrs|Ms)\b/.test(value.replace(/[,;.]$/, '')) &&
    label.split(' ').length <= 4 &&
    !roleLineLabels.has(label) &&
    !asideLabels.has(label) &&
    hasTitleWord(written)
  );
}
