import type { ResumeBlock } from './resume-blocks';
import type { PdfStyle } from './pdf-styles';
import type { PdfFace } from './pdf-faces';
import { wrapText } from './wrap-text';
import { setEntryHeader } from './set-entry-header';

/** The width of a string in a face and size, in points (pdfkit's measurement). */
export type TextWidth = (text: string, font: PdfFace, size: number) => number;

/** Something drawn on a page: a line of text (y is its top) or a horizontal rule. */
export type PdfMark =
  | { kind: 'text'; text: string; x: number; y: number; font: PdfFace; size: number; color: string }
  | { kind: 'rule'; x1: number; x2: number; y: number; color: string };

/** One row of a set block: marks placed from the row's top-left corner of the text area. */
export interface SetRow {
  height: number;
  marks: PdfMark[];
}

/** A block broken into rows, with the blank space it wants above it and its page-break rules. */
export interface SetBlock {
  type: ResumeBlock['type'];
  /** Blank space above the block; dropped when the block starts a page. */
  space: number;
  rows: SetRow[];
  /** Must share its page with the start of the next block (headings; headers over bullets). */
  keepWithNext: boolean;
}

const INK = '#111111';
const SOFT_INK = '#3a3a3a';
const RULE = '#8a8a8a';

/**
 * Where text of a size sits in a row of a pitch: half the leading above it, so that glyphs
 * rising past the font's ascender (accents, 'f', brackets) stay inside the row, and so inside
 * the margins on a page's first and last rows.
 */
const textTop = (size: number, pitch: number) => (pitch - size) / 2;

function textRows(
  lines: string[],
  x: number,
  font: PdfFace,
  size: number,
  pitch: number,
  color = INK,
): SetRow[] {
  const y = textTop(size, pitch);
  return lines.map((text) => ({
    height: pitch,
    marks: [{ kind: 'text', text, x, y, font, size, color }],
  }));
}

/** An entry's header: bold text left, the dates right aligned on the same baseline. */
function entryRows(
  block: Extract<ResumeBlock, { type: 'entry' }>,
  width: number,
  style: PdfStyle,
  measure: TextWidth,
): SetRow[] {
  const size = style.size.body;
  const dates = block.dates.trim();
  const { lines, datesLine } = setEntryHeader(
    block.text,
    dates,
    width,
    style.datesGap,
    (t) => measure(t, 'bold', size),
    (t) => measure(t, 'regular', size),
  );
  const pitch = size * style.leading;
  const rows = textRows(lines, 0, 'bold', size, pitch);
  if (datesLine < 0) return rows;
  if (datesLine === rows.length) rows.push({ height: pitch, marks: [] });
  const x = width - measure(dates, 'regular', size);
  rows[datesLine]!.marks.push({
    kind: 'text',
    text: dates,
    x,
    y: textTop(size, pitch),
    font: 'regular',
    size,
    color: SOFT_INK,
  });
  return rows;
}

/** The rows of one block, in the text area's coordinates (x from the left margin). */
function blockRows(
  block: ResumeBlock,
  width: number,
  style: PdfStyle,
  measure: TextWidth,
): SetRow[] {
  const { size, leading } = style;
  const body = (font: PdfFace) => (t: string) => measure(t, font, size.body);
  switch (block.type) {
    case 'name': {
      const m = (t: string) => measure(t, 'bold', size.name);
      return textRows(wrapText(block.text, width, m), 0, 'bold', size.name, size.name * 1.15);
    }
    case 'contact': {
      const m = (t: string) => measure(t, 'regular', size.contact);
      const lines = wrapText(block.text, width, m, ' | ');
      return textRows(lines, 0, 'regular', size.contact, size.contact * leading, SOFT_INK);
    }
    case 'heading': {
      const text = block.text.toUpperCase();
      const lines = wrapText(text, width, (t) => measure(t, 'bold', size.heading));
      const pitch = size.heading * 1.15;
      const rows = textRows(lines, 0, 'bold', size.heading, pitch);
      // The rule sits just under the descenders of the heading's last line.
      const last = rows[rows.length - 1];
      if (last) {
        last.marks.push({
          kind: 'rule',
          x1: 0,
          x2: width,
          y: textTop(size.heading, pitch) + size.heading * 1.05,
          color: RULE,
        });
        last.height += style.space.underRule;
      }
      return rows;
    }
    case 'entry':
      return entryRows(block, width, style, measure);
    case 'bullet': {
      const lines = wrapText(block.text, width - style.bulletIndent, body('regular'));
      const rows = textRows(lines, style.bulletIndent, 'regular', size.body, size.body * leading);
      rows[0]?.marks.push({
        kind: 'text',
        text: '•',
        x: style.bulletIndent * 0.3,
        y: textTop(size.body, size.body * leading),
        font: 'regular',
        size: size.body,
        color: INK,
      });
      return rows;
    }
    case 'paragraph':
      return textRows(
        wrapText(block.text, width, body('regular')),
        0,
        'regular',
        size.body,
        size.body * leading,
      );
  }
}

/**
 * Text as one line of printable characters: pdfkit would start a new line at a line break (off
 * the measured layout), and a control character has no glyph.
 */
function oneLine(text: string): string {
  const printable = [...text].filter((c) => /\s/.test(c) || c.codePointAt(0)! >= 0x20);
  return printable.join('').replace(/\s+/g, ' ').trim();
}

/** The space above a block: more above a heading, some above an entry that follows content. */
function spaceAbove(block: ResumeBlock, previous: ResumeBlock | undefined, style: PdfStyle) {
  if (!previous) return 0;
  if (block.type === 'heading') return style.space.heading;
  if (previous.type === 'name') return style.space.afterName;
  if (block.type === 'entry' && previous.type !== 'heading') return style.space.entry;
  return 0;
}

/**
 * Sets every block in a style: wrapped into rows that fit the text area, with the space above
 * and whether it must stay with what follows. Empty blocks (a blank name) set no rows at all.
 */
export function setResumeBlocks(
  blocks: ResumeBlock[],
  width: number,
  style: PdfStyle,
  measure: TextWidth,
): SetBlock[] {
  const present = blocks
    .map((b) =>
      b.type === 'entry'
        ? { ...b, text: oneLine(b.text), dates: oneLine(b.dates) }
        : { ...b, text: oneLine(b.text) },
    )
    .filter((b) => b.text || (b.type === 'entry' && b.dates));
  return present.map((block, i) => {
    const next = present[i + 1];
    return {
      type: block.type,
      space: spaceAbove(block, present[i - 1], style),
      rows: blockRows(block, width, style, measure),
      // A heading never ends a page; an entry's header never ends one above its first bullet.
      keepWithNext:
        next !== undefined &&
        (block.type === 'heading' || (block.type === 'entry' && next.type === 'bullet')),
    };
  });
}
