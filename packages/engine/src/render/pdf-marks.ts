import type { ResumeBlock } from './resume-blocks';
import type { PdfFace } from './pdf-faces';

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

/** The colours: near-black text, softer contact line and dates, a grey rule. */
export const INK = { text: '#111111', soft: '#3a3a3a', rule: '#8a8a8a' } as const;

/**
 * Where text of a size sits in a row of a pitch: half the leading above it, so that glyphs
 * rising past the font's ascender (accents, 'f', brackets) stay inside the row, and so inside
 * the margins on a page's first and last rows.
 */
export const textTop = (size: number, pitch: number) => (pitch - size) / 2;

/** Rows of one line of text each, `pitch` apart. */
export function textRows(
  lines: string[],
  x: number,
  font: PdfFace,
  size: number,
  pitch: number,
  color: string = INK.text,
): SetRow[] {
  const y = textTop(size, pitch);
  return lines.map((text) => ({
    height: pitch,
    marks: [{ kind: 'text', text, x, y, font, size, color }],
  }));
}
