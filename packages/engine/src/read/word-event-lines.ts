import type { LevelledLine } from './levelled-line';
import { cleanLine } from './clean-line';
import { tabStopGaps } from './tab-stop-gaps';
import { tableRowLines } from './table-row-lines';
import { walkWordEvents, type WordEvent } from './word-events';

interface Block {
  tag: string;
  text: string;
  strongLetters: number;
  plainLetters: number;
}

const NOT_LETTERS = /[^\p{L}\p{N}]/gu;

/**
 * Turns a Word body's events into lines: each paragraph, heading, list item and cell its own line
 * (a line break in it starts another), in document order. A list item is a bullet; a paragraph
 * whose letters are all bold is emphasis; a heading keeps its level. An empty plain paragraph is
 * Word's blank line: the next line is marked as set apart. A table row's cells are put in reading
 * order by tableRowLines once the row ends (tables nest).
 */
export function wordEventLines(events: WordEvent[]): LevelledLine[] {
  const lines: LevelledLine[] = [];
  const stack: Block[] = [{ tag: '', text: '', strongLetters: 0, plainLetters: 0 }];
  // Open table rows, each a list of cells of lines, put in order as a row ends.
  const rows: LevelledLine[][][] = [];
  const target = () => rows.at(-1)?.at(-1) ?? lines;
  let count = 0;
  let blank = false;
  // Each open row's blank line before it and its line count at its start: an empty paragraph
  // in one cell (a layout table's spacer column) is no blank line before the next cell's text.
  const rowStarts: Array<{ blank: boolean; count: number }> = [];
  const flush = (block: Block) => {
    const level = /^h([1-6])$/.exec(block.tag)?.[1];
    const bold = block.strongLetters > 0 && block.plainLetters === 0;
    if (block.tag === 'p' && !/\S/.test(block.text)) blank = true;
    for (const part of block.text.split('\n')) {
      const { text, bullet } = cleanLine(tabStopGaps(part));
      if (!text) continue;
      target().push({
        text,
        page: 1,
        fontSize: 0,
        emphasis: Boolean(level) || bold,
        bullet: bullet || block.tag === 'li',
        heading: Boolean(level),
        level: Number(level ?? 0),
        ...(blank && count ? { spaceBefore: true } : {}),
      });
      count += 1;
      blank = false;
    }
    Object.assign(block, { text: '', strongLetters: 0, plainLetters: 0 });
  };
  const open = (tag: string) => {
    // Text before a nested block is a line of its own.
    flush(stack.at(-1)!);
    stack.push({ tag, text: '', strongLetters: 0, plainLetters: 0 });
  };
  const close = () => {
    if (stack.length > 1) flush(stack.pop()!);
  };
  walkWordEvents(events, (event) => {
    switch (event.kind) {
      case 'text': {
        const block = stack.at(-1)!;
        block.text += event.text;
        const letters = event.text.replace(NOT_LETTERS, '').length;
        if (event.bold) block.strongLetters += letters;
        else block.plainLetters += letters;
        break;
      }
      case 'br':
        stack.at(-1)!.text += '\n';
        break;
      case 'open':
        open(event.tag);
        break;
      case 'close':
      case 'end-cell':
        close();
        break;
      case 'row':
        flush(stack.at(-1)!);
        rows.push([]);
        rowStarts.push({ blank, count });
        break;
      case 'end-row': {
        flush(stack.at(-1)!);
        rowStarts.pop();
        const row = rows.pop();
        if (row) for (const line of tableRowLines(row)) target().push(line);
        break;
      }
      case 'cell': {
        flush(stack.at(-1)!);
        rows.at(-1)?.push([]);
        const start = rowStarts.at(-1);
        if (start) blank = start.blank && count === start.count;
        open('td');
        break;
      }
    }
  });
  while (stack.length) flush(stack.pop()!);
  // A table left open by damaged markup still gives its lines.
  while (rows.length) for (const line of tableRowLines(rows.pop()!)) target().push(line);
  return lines;
}
