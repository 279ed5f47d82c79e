import { wordBlockTag } from './word-block-tag';
import type { WordContext } from './word-context';
import type { WordEvent } from './word-events';
import type { Sinks } from './word-sinks';

/** A w:p being read: its content, and what its w:pPr says (set by word-properties.ts). */
export interface WordParagraphFrame {
  content: WordEvent[];
  /** VML text boxes met inside it: read after it. */
  extras: WordEvent[];
  styleId?: string | null;
  numId?: string | null;
  ilvl?: string | null;
  deleted?: boolean;
}

/** The open paragraphs (text boxes nest them), and one whose mark was deleted, to join the next. */
export interface ParagraphState {
  open: WordParagraphFrame[];
  pending: WordParagraphFrame | null;
}

/** The list level of a paragraph: its own numbering, else its style's, else its list's level 0. */
function listLevel(paragraph: WordParagraphFrame, styleId: string | null, context: WordContext) {
  const { numId, ilvl } = paragraph;
  const { numbering } = context;
  if (numId != null && ilvl != null) return numbering.findLevel(numId, ilvl);
  const byStyle = styleId === null ? null : numbering.levelOfStyle(styleId);
  return byStyle ?? (numId != null ? numbering.findLevel(numId, '0') : null);
}

/**
 * Starts a w:p. Its events go out when it ends: the block it makes (wordBlockTag: heading, list
 * item or plain), its content, then the text boxes met in it. A paragraph whose mark is deleted
 * (tracked changes) goes out with the next paragraph instead, its content first, as Word shows
 * the two joined.
 */
export function openParagraph(
  state: ParagraphState,
  sinks: Sinks,
  frame: { owner?: object; close?: () => void },
  context: WordContext,
): void {
  const paragraph: WordParagraphFrame = { content: [], extras: [] };
  if (state.pending) {
    paragraph.content.push(state.pending.content);
    paragraph.extras.push(state.pending.extras);
    state.pending = null;
  }
  state.open.push(paragraph);
  sinks.stack.push({ events: paragraph.content });
  frame.owner = paragraph;
  frame.close = () => {
    state.open.pop();
    sinks.stack.pop();
    if (paragraph.deleted) {
      state.pending = paragraph;
      return;
    }
    const styleId = paragraph.styleId ?? null;
    const name = styleId === null ? null : (context.styles.paragraph.get(styleId) ?? null);
    const tag = wordBlockTag(styleId, name, listLevel(paragraph, styleId, context));
    sinks.emit({ kind: 'open', tag });
    sinks.emit([...paragraph.content, { kind: 'close' }], false);
    sinks.emit(paragraph.extras, false);
  };
}
