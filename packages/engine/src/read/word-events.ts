import type { WordBlockTag } from './word-block-tag';

/**
 * What the body reader reports, in reading order: paragraphs opening and closing, their text
 * (bold or not), line breaks, table rows and cells, and marks that hold no text (a bookmark).
 * A nested array is a stretch of events kept aside and put back in place (a text box after its
 * paragraph, a table once its merged cells are known).
 */
export type WordEvent =
  | { kind: 'open'; tag: WordBlockTag }
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'close' | 'br' | 'row' | 'end-row' | 'cell' | 'end-cell' | 'mark' }
  | WordEvent[];

/** Visits the events in order, nested stretches included, without recursion (they nest deep). */
export function walkWordEvents(
  events: WordEvent[],
  visit: (event: Exclude<WordEvent, WordEvent[]>) => void,
) {
  const stack: Array<{ list: WordEvent[]; at: number }> = [{ list: events, at: 0 }];
  while (stack.length) {
    const top = stack.at(-1)!;
    if (top.at >= top.list.length) {
      stack.pop();
      continue;
    }
    const event = top.list[top.at]!;
    top.at += 1;
    if (Array.isArray(event)) stack.push({ list: event, at: 0 });
    else visit(event);
  }
}
