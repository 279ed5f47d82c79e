import type { WordNumbering } from './word-numbering';
import type { WordStyleNames } from './word-style-names';

/** What a Word part reader needs besides the part: the document's styles and lists. */
export interface WordContext {
  styles: WordStyleNames;
  numbering: WordNumbering;
}
