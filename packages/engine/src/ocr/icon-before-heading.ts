import { headingKind } from '../parse/classify-heading';
import type { TextLine } from '../types';

// What OCR makes of an icon set before a heading: a glyph it took for a bullet, or a word of a
// few symbols and figures, no letter ('£7', '%¥', '=').
const ICON = /^([^\p{L}\s]{1,3})\s+(?=\S)/u;

/**
 * A section heading with an icon before it ('💼 WORK EXPERIENCE', scanned): OCR reads the icon
 * as a bullet or as stray symbols, and a list item or a line of symbols is never a heading. A
 * text layer drops such icons (their fonts map them to no letter); so does this: the line's
 * text is a known heading set in capitals or larger than the body, the icon goes.
 */
export function dropIconBeforeHeading(line: TextLine, bodyFontSize: number): TextLine {
  const icon = ICON.exec(line.text);
  if (!line.bullet && !icon) return line;
  const text = line.bullet ? line.text : line.text.slice(icon![0].length);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const setApart = letters === letters.toUpperCase() || line.fontSize >= bodyFontSize * 1.15;
  if (!setApart || letters.length < 3 || !headingKind(text.replace(/:$/, ''))) return line;
  return { ...line, text, bullet: false };
}
