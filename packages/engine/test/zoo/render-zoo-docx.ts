import {
  BorderStyle,
  ColumnBreak,
  Document,
  Header,
  Packer,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
  type FileChild,
} from 'docx';
import {
  contactParagraphs,
  headingParagraph,
  lineParagraph,
  nameParagraph,
} from './docx-paragraphs';
import type { ZooBlock, ZooPage, ZooSection } from './zoo-page';

/** The text width of a Letter page with one-inch margins, in twentieths of a point. */
const TEXT_WIDTH = 9360;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

/** A table of one row per entry of cells, each cell a list of paragraphs. */
function table(rows: Paragraph[][][], widths: number[], borders: boolean): Table {
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: borders ? undefined : NO_BORDERS,
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map(
            (children, i) =>
              new TableCell({ children, width: { size: widths[i]!, type: WidthType.DXA } }),
          ),
        }),
    ),
  });
}

const blockParagraphs = (b: ZooBlock) => [...b.header, ...b.body].map((l) => lineParagraph(l));

/** A section as plain paragraphs, or, in the table and date-column layouts, as a table. */
function sectionChildren(page: ZooPage, s: ZooSection): FileChild[] {
  const { placement } = page.layout;
  const heading = headingParagraph(page, s.heading);
  const dated = s.blocks.some((b) => b.header.some((l) => l.dates));
  if ((placement === 'date-left' || placement === 'date-right') && dated) {
    // A borderless table: the dates in a narrow cell beside each entry.
    const rows = s.blocks.map((b) => {
      const text = b.header.find((l) => l.dates)?.dates ?? '';
      const dates = [new Paragraph({ children: [new TextRun({ text, size: 18 })] })];
      const entry = [...b.header, ...b.body].map((l) => lineParagraph(l, true));
      return placement === 'date-left' ? [dates, entry] : [entry, dates];
    });
    const widths =
      placement === 'date-left' ? [3000, TEXT_WIDTH - 3000] : [TEXT_WIDTH - 3000, 3000];
    return [heading, table(rows, widths, false)];
  }
  if (placement === 'table' && !s.side) {
    // A bordered table: the entry's header lines left, its achievements right.
    const rows = s.blocks.map((b) => [
      b.header.map((l) => lineParagraph(l)),
      b.body.map((l) => lineParagraph(l)),
    ]);
    return [heading, table(rows, [3000, TEXT_WIDTH - 3000], true)];
  }
  return [heading, ...s.blocks.flatMap(blockParagraphs)];
}

/** A text box tall enough for its lines (Word clips what does not fit; the XML keeps it). */
function textBox(children: Paragraph[], lineCount: number): Textbox {
  return new Textbox({
    style: { width: '6.5in', height: `${Number((0.25 * lineCount + 0.2).toFixed(2))}in` },
    children,
  });
}

function boxedChildren(page: ZooPage): FileChild[] {
  const boxes: FileChild[] = [textBox([nameParagraph(page), ...contactParagraphs(page, false)], 3)];
  for (const s of page.sections) {
    const lines = s.blocks.flatMap((b) => [...b.header, ...b.body]);
    // About 95 characters fit on a line of the box; headings and spacing take two more.
    const height = lines.reduce((n, l) => n + Math.ceil(l.text.length / 95), 3);
    const children = [headingParagraph(page, s.heading), ...s.blocks.flatMap(blockParagraphs)];
    boxes.push(textBox(children, height));
  }
  return boxes;
}

function sidebarChildren(page: ZooPage): FileChild[] {
  const side: Paragraph[] = [
    headingParagraph(page, 'Contact'),
    ...contactParagraphs(page, true),
    ...page.sections
      .filter((s) => s.side)
      .flatMap((s) => [headingParagraph(page, s.heading), ...s.blocks.flatMap(blockParagraphs)]),
  ];
  const main = page.sections
    .filter((s) => !s.side)
    .flatMap((s) => sectionChildren(page, s)) as Paragraph[];
  const left = page.layout.placement === 'left-sidebar';
  const widths = left ? [2800, TEXT_WIDTH - 2800] : [TEXT_WIDTH - 2800, 2800];
  return [nameParagraph(page), table([left ? [side, main] : [main, side]], widths, false)];
}

/**
 * A DOCX of a zoo page written with the docx package, as Word would save it: headings, list
 * numbering, tab stops, and per layout a page header holding the contact, text boxes, a
 * table of roles, borderless tables for sidebars and date columns, or two newspaper columns.
 */
export async function renderZooDocx(page: ZooPage): Promise<Uint8Array> {
  const { placement } = page.layout;
  const top = [nameParagraph(page), ...contactParagraphs(page, false)];
  const body = page.sections.flatMap((s) => sectionChildren(page, s));
  let sections;
  if (placement === 'two-column') {
    const main = page.sections.filter((s) => !s.side).flatMap((s) => sectionChildren(page, s));
    const side = page.sections.filter((s) => s.side).flatMap((s) => sectionChildren(page, s));
    const columnBreak = new Paragraph({ children: [new ColumnBreak()] });
    sections = [
      { children: top },
      {
        properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 540 } },
        children: [...main, columnBreak, ...side],
      },
    ];
  } else if (placement === 'header-contact') {
    sections = [{ headers: { default: new Header({ children: top }) }, children: body }];
  } else if (placement === 'text-boxes') {
    sections = [{ children: boxedChildren(page) }];
  } else if (placement === 'left-sidebar' || placement === 'right-sidebar') {
    sections = [{ children: sidebarChildren(page) }];
  } else {
    sections = [{ children: [...top, ...body] }];
  }
  const doc = new Document({ creator: page.name, title: `${page.name} resume`, sections });
  return new Uint8Array(await Packer.toBuffer(doc));
}
