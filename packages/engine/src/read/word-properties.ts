import { attribute } from './scan-xml';
import type { WordStyleNames } from './word-style-names';

/** Word's on/off properties: <w:b/> and <w:b w:val="1"/> are on, "0" and "false" off. */
const isOn = (raw: string) => {
  const value = attribute(raw, 'w:val');
  return value !== 'false' && value !== '0';
};

type Read = (raw: string, styles: WordStyleNames) => unknown;

/**
 * What each element inside a properties element sets on what it belongs to (a paragraph, run,
 * row, cell or content control), by its path from the properties element. The first of each
 * counts; anything else inside properties (revisions' old copies, spacing, fonts) is ignored.
 */
const PROPERTIES: Record<string, [key: string, read: Read]> = {
  'w:pPr/w:pStyle': ['styleId', (raw) => attribute(raw, 'w:val')],
  'w:pPr/w:numPr/w:ilvl': ['ilvl', (raw) => attribute(raw, 'w:val')],
  'w:pPr/w:numPr/w:numId': ['numId', (raw) => attribute(raw, 'w:val')],
  // The paragraph mark deleted with change tracking on: it joins the next paragraph.
  'w:pPr/w:rPr/w:del': ['deleted', () => true],
  'w:rPr/w:b': ['bold', isOn],
  // The 'Strong' character style reads as bold, whatever it sets.
  'w:rPr/w:rStyle': [
    'strongStyle',
    (raw, styles) =>
      styles.character.get(attribute(raw, 'w:val') ?? '')?.toLowerCase() === 'strong',
  ],
  'w:trPr/w:del': ['deleted', () => true],
  'w:tcPr/w:gridSpan': [
    'colSpan',
    (raw) => {
      const span = attribute(raw, 'w:val');
      return span ? parseInt(span, 10) : 1;
    },
  ],
  'w:tcPr/w:vMerge': [
    'vMerge',
    (raw) => {
      const merge = attribute(raw, 'w:val');
      return merge === 'continue' || !merge;
    },
  ],
  // A checkbox content control (Word 2010's w14:checkbox).
  'w:sdtPr/w14:checkbox': ['checkbox', () => true],
};

/** Applies the property at `path` (if it is one we read) to its owner, unless already set. */
export function applyProperty(
  owner: object,
  path: string,
  raw: string,
  styles: WordStyleNames,
): void {
  const rule = PROPERTIES[path];
  if (!rule) return;
  const record = owner as Record<string, unknown>;
  const [key, read] = rule;
  if (record[key] === undefined) record[key] = read(raw, styles);
}
