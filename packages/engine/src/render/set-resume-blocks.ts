import type { ResumeBlock } from './resume-blocks';
import type { PdfStyle } from './pdf-styles';
import type { PdfFace } from './pdf-faces';
import { wrapText } from './wrap-text';
import { setEntryHeader } from './set-entry-header';
import { INK, textRows, textTop, type SetBlock, type SetRow, type TextWidth } from './pdf-marks';

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
    color: INK.soft,
  });
  return rows;
}

// The heading's rule, below the top of its text in ems: just under the descenders (0.21).
const RULE_BELOW = 1.05;

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
      return textRows(
        wrapText(block.text, width, m),
        0,
        'bold',
        size.name,
        size.name * style.tightLeading,
      );
    }
    case 'contact': {
      const m = (t: string) => measure(t, 'regular', size.contact);
      const lines = wrapText(block.text, width, m, ' | ');
      return textRows(lines, 0, 'regular', size.contact, size.contact * leading, INK.soft);
    }
    case 'heading': {
      const text = block.text.toUpperCase();
      const lines = wrapText(text, width, (t) => measure(t, 'bold', size.heading));
      const pitch = size.heading * style.tightLeading;
      const rows = textRows(lines, 0, 'bold', size.heading, pitch);
      // The rule sits just under the descenders of the heading's last line.
      const last = rows[rows.length - 1];
      if (last) {
        last.marks.push({
          kind: 'rule',
          x1: 0,
          x2: width,
          y: textTop(size.heading, pitch) + size.heading * RULE_BELOW,
          color: INK.rule,
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
        x: style.bulletAt,
        y: textTop(size.body, size.body * leading),
        font: 'regular',
        size: size.body,
        color: INK.text,
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
