import type { LevelledLine } from '../../src/read/levelled-line';
import { cleanLine } from '../../src/read/clean-line';
import { decodeXmlText } from '../../src/read/decode-xml-text';
import { scanXml } from '../../src/read/scan-xml';
import { tableRowLines } from '../../src/read/table-row-lines';

interface Block {
  tag: string;
  text: string;
  strongLetters: number;
  plainLetters: number;
}

const BLOCKS = /^(?:p|h[1-6]|li|td|th)$/;

/**
 * Turns mammoth's HTML into lines: each paragraph, heading, list item and cell its own line (a
 * line break in it starts another), in document order. A list item is a bullet; a paragraph
 * whose letters are all bold is emphasis. Nested lists stay apart from the item holding them.
 */
export function linesFromDocxHtml(html: string): LevelledLine[] {
  const lines: LevelledLine[] = [];
  const stack: Block[] = [{ tag: '', text: '', strongLetters: 0, plainLetters: 0 }];
  // Open table rows (tables nest), each a list of cells of lines, put in order as a row ends.
  const rows: LevelledLine[][][] = [];
  const target = () => rows.at(-1)?.at(-1) ?? lines;
  let strong = 0;
  let count = 0;
  // An empty paragraph before a line: Word's blank line, kept as the line's space before.
  let blank = false;
  // Each open row's blank line before it and its line count at its start: an empty paragraph
  // in one cell is no blank line before the next cell's text (as word-event-lines.ts reads it).
  const rowStarts: Array<{ blank: boolean; count: number }> = [];
  const flush = (block: Block) => {
    const level = /^h([1-6])$/.exec(block.tag)?.[1];
    const bold = block.strongLetters > 0 && block.plainLetters === 0;
    if (block.tag === 'p' && !/\S/.test(block.text)) blank = true;
    for (const part of block.text.split('\n')) {
      const { text, bullet } = cleanLine(part);
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
  scanXml(html, {
    text(data) {
      const block = stack.at(-1)!;
      const text = decodeXmlText(data);
      block.text += text;
      const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (strong > 0) block.strongLetters += letters;
      else block.plainLetters += letters;
    },
    tag({ name, closing, empty }) {
      if (name === 'tr' && !empty) {
        flush(stack.at(-1)!);
        if (closing) {
          rowStarts.pop();
          const row = rows.pop();
          if (row) for (const line of tableRowLines(row)) target().push(line);
        } else {
          rows.push([]);
          rowStarts.push({ blank, count });
        }
        return;
      }
      if ((name === 'td' || name === 'th') && !closing && !empty) {
        flush(stack.at(-1)!);
        rows.at(-1)?.push([]);
        const start = rowStarts.at(-1);
        if (start) blank = start.blank && count === start.count;
      }
      if (name === 'br') stack.at(-1)!.text += '\n';
      else if (name === 'strong' || name === 'b') strong = Math.max(0, strong + (closing ? -1 : 1));
      else if (!BLOCKS.test(name) || empty) return;
      else if (closing) {
        if (stack.length > 1) flush(stack.pop()!);
      } else {
        // Text before a nested block (an item holding a sub-list) is a line of its own.
        flush(stack.at(-1)!);
        stack.push({ tag: name, text: '', strongLetters: 0, plainLetters: 0 });
      }
    },
  });
  while (stack.length) flush(stack.pop()!);
  // A table left open by damaged markup still gives its lines.
  while (rows.length) for (const line of tableRowLines(rows.pop()!)) target().push(line);
  return lines;
}
