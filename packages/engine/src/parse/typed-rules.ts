import type { TextLine } from '../types';

// A rule typed with underscores, equals signs or dashes, run onto a line's text in a Word file
// ('______________ Professional Work Experience'): drawn, not written, and no part of the words.
const EDGE_RULE = /^\s*(?:[_=~]{4,}|-{5,})\s*|\s*(?:[_=~]{4,}|-{5,})\s*$/g;

/**
 * Lines with the typed rule at either end taken off, so that a heading run on from one is still
 * a heading; a line that is nothing but a rule is left as it is.
 */
export function withoutTypedRules(lines: TextLine[]): TextLine[] {
  return lines.map((line) => {
    const text = line.text.replace(EDGE_RULE, '');
    return text && text !== line.text ? { ...line, text } : line;
  });
}
