// The paragraphs of a zoo page as Word writes them: real list numbering for bullets, a
// hanging indent for lines without a glyph, right tab stops for dates, expanded character
// spacing for letter-spaced text.
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import type { ZooLine, ZooPage } from './zoo-page';

/** Expanded spacing in twentieths of a point, as Word's Font > Advanced > Spacing writes it. */
const EXPANDED = 60;

/** The name as a large bold paragraph. */
export function nameParagraph(page: ZooPage): Paragraph {
  const upper = page.layout.letterSpaced;
  return new Paragraph({
    children: [
      new TextRun({
        text: upper ? page.name.toUpperCase() : page.name,
        bold: true,
        size: 40,
        characterSpacing: upper ? EXPANDED : undefined,
      }),
    ],
  });
}

/** Contact details, one paragraph joined with bars, or one paragraph each. */
export function contactParagraphs(page: ZooPage, stacked: boolean): Paragraph[] {
  const parts = stacked ? page.contact : [page.contact.join(' | ')];
  return parts.map((text) => new Paragraph({ text }));
}

/** A section heading in Word's Heading 1 style, with a rule below as templates draw it. */
export function headingParagraph(page: ZooPage, text: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '888888', space: 1 } },
    children: [
      new TextRun({
        text: text.toUpperCase(),
        characterSpacing: page.layout.letterSpaced ? EXPANDED : undefined,
      }),
    ],
  });
}

/**
 * One line of the page. Dates set apart go after a tab to a right tab stop, unless
 * `withoutDates` (the date column holds them).
 */
export function lineParagraph(line: ZooLine, withoutDates = false): Paragraph {
  const run = {
    text: line.text,
    bold: line.style === 'entry',
    italics: line.style === 'sub',
  };
  const children = [new TextRun(run)];
  if (line.dates && !withoutDates)
    children.push(new TextRun({ children: [new Tab(), line.dates], bold: line.style === 'entry' }));
  if (line.style === 'bullet') return new Paragraph({ children, bullet: { level: 0 } });
  if (line.style === 'plain') return new Paragraph({ children, indent: { left: 360 } });
  return new Paragraph({
    children,
    alignment: line.style === 'paragraph' ? AlignmentType.JUSTIFIED : AlignmentType.LEFT,
    spacing: line.style === 'entry' ? { before: 120 } : undefined,
    tabStops:
      line.dates && !withoutDates
        ? [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }]
        : undefined,
  });
}
