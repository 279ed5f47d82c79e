import type { TextLine } from '../types';
import { cleanLine } from './clean-line';
import type { LevelledLine } from './levelled-line';
import { sectionLevel } from './section-level';
import { tableRowLines } from './table-row-lines';

/** One paragraph of a Word document (DOCX or DOC), with what marks it. */
export interface WordParagraph {
  /** Its text; line breaks inside the paragraph are '\n'. */
  text: string;
  /** Numbered or bulleted by Word, or set in a list style. */
  list: boolean;
  /** 1-based heading level from its outline level or heading style; 0 for none. */
  level: number;
  /** Every letter of it is bold, directly or by its style. */
  bold: boolean;
  /** Written inside a text box. */
  textBox: boolean;
  /** Inside a table (DOC): whether it ends its cell, or is the mark that ends a row. */
  table?: 'in-cell' | 'cell-end' | 'row-end';
}

/** How far ahead in the body's lines a paragraph is looked for before it counts as missing. */
const WINDOW = 40;

/** Text compared without case, spacing or punctuation, where the two readings of Word's XML may differ. */
const keyOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A paragraph's lines, marked as the paragraph is (a list item, bold, a heading level). */
export function paragraphLines(paragraph: WordParagraph): LevelledLine[] {
  return paragraph.text.split('\n').flatMap((part) => {
    const { text, bullet } = cleanLine(part);
    if (!text) return [];
    const level = paragraph.level;
    return [
      {
        text,
        page: 1,
        fontSize: 0,
        emphasis: paragraph.bold || level > 0,
        bullet: bullet || paragraph.list,
        heading: level > 0,
        level,
      },
    ];
  });
}

/**
 * A body's paragraphs as lines, each line after an empty paragraph (Word's way of leaving a
 * blank line) marked as set apart, as the text reader marks a line after a blank one. A table's
 * rows are put in reading order by tableRowLines.
 */
export function bodyLines(paragraphs: WordParagraph[]): LevelledLine[] {
  const lines: LevelledLine[] = [];
  let blank = false;
  let row: LevelledLine[][] | null = null;
  let cell: LevelledLine[] = [];
  const endRow = () => {
    if (cell.length) row?.push(cell);
    for (const line of tableRowLines(row ?? [])) lines.push(line);
    [row, cell] = [null, []];
  };
  for (const paragraph of paragraphs) {
    const these = paragraphLines(paragraph);
    if (paragraph.table) {
      row ??= [];
      for (const line of these) cell.push(line);
      if (paragraph.table === 'cell-end') {
        row.push(cell);
        cell = [];
      }
      if (paragraph.table === 'row-end') endRow();
      continue;
    }
    if (row) endRow();
    if (these.length === 0) blank = true;
    else {
      if (blank && lines.length) these[0]!.spaceBefore = true;
      for (const line of these) lines.push(line);
      blank = false;
    }
  }
  if (row) endRow();
  return lines;
}

const PAGE_NUMBER = /^\W*(?:page\W*)?\d{1,4}(?:\W*(?:of|\/)\W*\d{1,4})?\W*$/i;
/** The key of a header or footer line without its page numbering, which changes by page. */
const withoutPaging = (text: string) => keyOf(text.replace(/\bpage\b|\bof\b|\d+/gi, ' '));

/**
 * A header's or footer's lines not already read elsewhere, without page numbers ('3', 'Page 3
 * of 4'), and without a running header that repeats a line but for its page ('Jane Doe   Page 2').
 */
function partLines(paragraphs: WordParagraph[], seen: Set<string>): LevelledLine[] {
  const lines = paragraphs.flatMap(paragraphLines);
  // Lines as they read without page numbers, so 'Jane Doe  Page 2' gives way to 'Jane Doe'.
  const plain = new Set([...seen, ...lines.map((l) => keyOf(l.text))]);
  return lines.filter((line) => {
    const key = keyOf(line.text);
    const bare = withoutPaging(line.text);
    if (!key || PAGE_NUMBER.test(line.text) || seen.has(key)) return false;
    if (bare !== key && bare && (plain.has(bare) || seen.has(bare))) return false;
    seen.add(key);
    seen.add(bare);
    return true;
  });
}

/** What goes around and into a Word body's lines. */
export interface WordParts {
  /** The body as Word's XML has it (DOCX), to find in the body's lines and mark them by. */
  paragraphs?: WordParagraph[];
  headers?: WordParagraph[];
  /** Text boxes with no known anchor (DOC): after the headers, before the body. */
  boxes?: WordParagraph[];
  footers?: WordParagraph[];
}

/**
 * Puts a Word document's lines together: the header's lines first, then text boxes without a
 * known anchor, then the body, then the footer's. For a DOCX the body is read-word-body.ts's
 * reading, and `paragraphs` are the body as docx-paragraphs.ts reads it: they are found in the
 * body's lines by their text, in order, to add what the body reading leaves out (numbering by a
 * paragraph style or a dangling list, bold set by a style, custom heading styles), and text
 * boxes it does not read (DrawingML ones without a VML copy) are placed after the paragraph they
 * are anchored in. Text
 * already read is never added twice. Finally only headings at the document's section level stay
 * headings (see sectionLevel).
 */
export function mergeWordLines(body: LevelledLine[], parts: WordParts): TextLine[] {
  const { paragraphs = [], headers = [], boxes = [], footers = [] } = parts;
  const positions = new Map<string, number[]>();
  body.forEach((line, i) => {
    const key = keyOf(line.text);
    const list = positions.get(key);
    if (list) list.push(i);
    else positions.set(key, [i]);
  });
  const known = new Set(positions.keys());
  const cursors = new Map<string, number>();
  const inserted = new Map<number, LevelledLine[]>();
  let next = 0;
  for (const paragraph of paragraphs) {
    for (const line of paragraphLines(paragraph)) {
      const key = keyOf(line.text);
      const found = positions.get(key) ?? [];
      let cursor = cursors.get(key) ?? 0;
      while (cursor < found.length && found[cursor]! < next) cursor += 1;
      cursors.set(key, cursor);
      const at = found[cursor];
      if (at !== undefined && at < next + WINDOW) {
        const target = body[at]!;
        target.bullet ||= line.bullet;
        target.emphasis ||= line.emphasis;
        target.level ||= line.level;
        next = at + 1;
        cursors.set(key, cursor + 1);
      } else if (paragraph.textBox && key && !known.has(key)) {
        known.add(key);
        const here = inserted.get(next);
        if (here) here.push(line);
        else inserted.set(next, [line]);
      }
    }
  }
  const bodyKeys = new Set(known);
  const merged = [
    ...partLines(headers, known),
    // A text box repeats no body text, but may repeat itself (two roles with one title).
    ...boxes.flatMap(paragraphLines).filter((line) => !bodyKeys.has(keyOf(line.text))),
    ...body.flatMap((line, i) => [...(inserted.get(i) ?? []), line]),
    ...(inserted.get(body.length) ?? []),
    ...partLines(footers, known),
  ];
  const sectionsAt = sectionLevel(merged.map((line) => line.level));
  return merged.map(({ level, ...line }) => ({
    ...line,
    emphasis: line.emphasis || level > 0,
    heading: level > 0 && level <= sectionsAt,
  }));
}
