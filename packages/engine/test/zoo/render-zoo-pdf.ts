import PDFDocument from 'pdfkit';
import { EMBEDDED_FONTS } from '../fixtures/render-pdf';
import { displayed } from './render-zoo-text';
import type { ZooBlock, ZooLine, ZooPage, ZooSection } from './zoo-page';

const PAGE_WIDTH = 612;
const MARGIN = 48;
const BOTTOM = 792 - MARGIN;
const WIDE = PAGE_WIDTH - 2 * MARGIN;
const INDENT = 12;
/** Room for 'September 2020 to November 2023' at 9.5 points. */
const DATES_WIDTH = 150;

/** A column of the page: where its text starts and how wide it is. */
interface Column {
  x: number;
  width: number;
}

/** Where the main text, the side sections and the dates go, by placement. */
function geometry(page: ZooPage): { main: Column; side: Column | null; dates: Column | null } {
  const m = MARGIN;
  switch (page.layout.placement) {
    case 'two-column':
      return { main: { x: m, width: 250 }, side: { x: m + 266, width: 250 }, dates: null };
    case 'left-sidebar':
      return { main: { x: m + 170, width: WIDE - 170 }, side: { x: m, width: 150 }, dates: null };
    case 'right-sidebar':
      return {
        main: { x: m, width: WIDE - 170 },
        side: { x: m + WIDE - 150, width: 150 },
        dates: null,
      };
    case 'date-left':
      return { main: { x: m + 160, width: WIDE - 160 }, side: null, dates: { x: m, width: 150 } };
    case 'date-right':
      return {
        main: { x: m, width: WIDE - 160 },
        side: null,
        dates: { x: m + WIDE - 150, width: 150 },
      };
    default:
      return { main: { x: m, width: WIDE }, side: null, dates: null };
  }
}

/**
 * A PDF of a zoo page made with pdfkit, text placed at coordinates as resume builders do:
 * columns and sidebars side by side, dates in their own column or flush right at the entry's
 * baseline, bullets as a glyph with the text indented beside it, letter spacing as character
 * spacing. With `embedFonts` the text is set in embedded TrueType fonts instead of Helvetica.
 */
export async function renderZooPdf(page: ZooPage, embedFonts: boolean): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: page.name } });
  if (embedFonts) {
    doc.registerFont('Body', EMBEDDED_FONTS.regular);
    doc.registerFont('Body-Bold', EMBEDDED_FONTS.bold);
  }
  const fonts = {
    regular: embedFonts ? 'Body' : 'Helvetica',
    bold: embedFonts ? 'Body-Bold' : 'Helvetica-Bold',
    italic: embedFonts ? 'Body' : 'Helvetica-Oblique',
  };
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const spacing = page.layout.letterSpaced ? 2 : 0;
  const { main, side, dates } = geometry(page);

  const heading = (text: string, col: Column) => {
    doc.moveDown(0.7).font(fonts.bold).fontSize(12);
    doc.text(displayed(page, text, true), col.x, undefined, {
      width: col.width,
      characterSpacing: spacing,
    });
    const y = doc.y + 1;
    doc
      .moveTo(col.x, y)
      .lineTo(col.x + col.width, y)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 4;
  };

  const line = (l: ZooLine, col: Column) => {
    const font =
      l.style === 'entry' ? fonts.bold : l.style === 'sub' ? fonts.italic : fonts.regular;
    doc.font(font).fontSize(l.style === 'entry' ? 10.5 : 10);
    const y = doc.y;
    let bottom = y;
    if (l.dates) {
      // Dates beside the text: in the date column, or flush right in the text's own column.
      const at = dates ?? col;
      const align = dates && page.layout.placement === 'date-left' ? 'left' : 'right';
      doc.font(fonts.regular).fontSize(9.5);
      // The labels hold one date range per entry line: dates that wrapped would be a layout bug.
      if (doc.widthOfString(l.dates) > Math.min(at.width, DATES_WIDTH))
        throw new Error(`dates do not fit on one line: ${l.dates}`);
      doc.text(l.dates, at.x, y, { width: at.width, align });
      bottom = doc.y;
      doc.font(font).fontSize(l.style === 'entry' ? 10.5 : 10);
    }
    const textWidth = l.dates && !dates ? col.width - DATES_WIDTH - 10 : col.width;
    if (l.style === 'bullet' || l.style === 'plain') {
      if (l.style === 'bullet') doc.text(page.glyph, col.x + 2, y, { lineBreak: false });
      doc.text(l.text, col.x + INDENT, y, { width: textWidth - INDENT });
    } else {
      doc.text(l.text, col.x, y, { width: textWidth });
    }
    doc.y = Math.max(doc.y, bottom);
  };

  const block = (b: ZooBlock, col: Column) => {
    if (doc.y > BOTTOM - 60) doc.addPage();
    doc.moveDown(0.4);
    for (const l of [...b.header, ...b.body]) line(l, col);
  };

  const sections = (list: ZooSection[], col: Column) => {
    for (const s of list) {
      heading(s.heading, col);
      for (const b of s.blocks) block(b, col);
    }
  };

  // The name and contact: across the top, or at the head of the main column beside a sidebar.
  const top = side && page.layout.placement !== 'two-column' ? main : { x: MARGIN, width: WIDE };
  doc.font(fonts.bold).fontSize(20);
  doc.text(displayed(page, page.name, false), top.x, MARGIN, {
    width: top.width,
    characterSpacing: spacing,
  });
  doc.font(fonts.regular).fontSize(10);
  const inSidebar = side && page.layout.placement !== 'two-column';
  if (!inSidebar) doc.text(page.contact.join(' | '), top.x, undefined, { width: top.width });
  const start = doc.y;

  if (side) {
    // The side column first, from the top of the body, so the main column may run on.
    doc.y = inSidebar ? MARGIN : start;
    if (inSidebar) {
      heading('Contact', side);
      for (const c of page.contact)
        doc.font(fonts.regular).fontSize(10).text(c, side.x, undefined, { width: side.width });
    }
    sections(
      page.sections.filter((s) => s.side),
      side,
    );
    doc.y = start;
    sections(
      page.sections.filter((s) => !s.side),
      main,
    );
  } else {
    sections(page.sections, main);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
