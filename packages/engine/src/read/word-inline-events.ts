import { attribute } from './scan-xml';
import type { WordEvent } from './word-events';
import { wordSymbol } from './word-symbol';

/** What an inline element needs of its reader. */
export interface InlineTarget {
  emit(event: WordEvent): void;
  /** Adds a piece of text (a w:t's, a symbol, a hyphen), bold as its run is. */
  emitText(text: string): void;
  /** The notes referred to so far ('footnote:1'), in order. */
  noteRefs: string[];
}

/**
 * The elements inside a run that stand for text of their own, each read from its tag alone:
 * tabs, hyphens, symbols, line breaks, note references (numbered '[1]' in order) and bookmarks
 * (no text, but an element: a bookmark among a table's rows keeps its cells unmerged). False for
 * any other element.
 */
export function inlineEvent(name: string, raw: string, target: InlineTarget): boolean {
  switch (name) {
    case 'w:tab':
      target.emit({ kind: 'text', text: '\t', bold: false });
      return true;
    case 'w:noBreakHyphen':
      target.emitText('\u2011');
      return true;
    case 'w:softHyphen':
      target.emitText('\u00AD');
      return true;
    case 'w:sym': {
      const symbol = wordSymbol(attribute(raw, 'w:font'), attribute(raw, 'w:char'));
      if (symbol !== null) target.emitText(symbol);
      return true;
    }
    case 'w:br': {
      const type = attribute(raw, 'w:type');
      // Page and column breaks move text without starting a new line of it.
      if (type === null || type === 'textWrapping') target.emit({ kind: 'br' });
      return true;
    }
    case 'w:footnoteReference':
    case 'w:endnoteReference': {
      const kind = name.slice(2, -'Reference'.length);
      target.noteRefs.push(`${kind}:${attribute(raw, 'w:id')}`);
      target.emitText(`[${target.noteRefs.length}]`);
      return true;
    }
    case 'w:bookmarkStart':
      if (attribute(raw, 'w:name') !== '_GoBack') target.emit({ kind: 'mark' });
      return true;
    default:
      return false;
  }
}
