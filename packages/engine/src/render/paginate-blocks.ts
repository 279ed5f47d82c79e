import type { PdfMark, SetBlock, SetRow } from './pdf-marks';

/** The text area of a page: its left edge and the top and bottom a row must stay within. */
export interface TextArea {
  left: number;
  top: number;
  bottom: number;
}

// A block taller than this share of the text area may break between its rows; anything shorter
// (every bullet and summary in practice) moves to the next page whole rather than be split.
const UNBREAKABLE_SHARE = 0.25;

const rowsHeight = (rows: SetRow[]) => rows.reduce((sum, row) => sum + row.height, 0);

/** The groups of rows a block is placed in: the whole block, or one row at a time if tall. */
function pieces(block: SetBlock, area: TextArea): SetRow[][] {
  const breakable =
    !block.keepWithNext && rowsHeight(block.rows) > (area.bottom - area.top) * UNBREAKABLE_SHARE;
  return breakable ? block.rows.map((row) => [row]) : [block.rows];
}

/**
 * Lays set blocks out on pages: each block below the last, its space above dropped at a page's
 * top, a page broken where the next piece would cross the bottom. A block kept with the next
 * (a heading, an entry header over bullets) goes to a new page unless it fits there together
 * with everything it is kept with and the first piece after it. No row ever crosses the bottom
 * unless a single piece is taller than a whole page.
 */
export function paginateBlocks(blocks: SetBlock[], area: TextArea): PdfMark[][] {
  const firstPiece = (i: number): number => {
    const block = blocks[i];
    if (!block) return 0;
    const own = block.keepWithNext ? rowsHeight(block.rows) : rowsHeight(pieces(block, area)[0]!);
    const after =
      block.keepWithNext && blocks[i + 1] ? blocks[i + 1]!.space + firstPiece(i + 1) : 0;
    return own + after;
  };
  const pages: PdfMark[][] = [[]];
  let y = area.top;
  const newPage = () => {
    pages.push([]);
    y = area.top;
  };
  blocks.forEach((block, i) => {
    const space = y > area.top ? block.space : 0;
    if (y > area.top && y + space + firstPiece(i) > area.bottom) newPage();
    else y += space;
    pieces(block, area).forEach((piece, n) => {
      if (n > 0 && y > area.top && y + rowsHeight(piece) > area.bottom) newPage();
      for (const row of piece) {
        const page = pages[pages.length - 1]!;
        for (const mark of row.marks)
          page.push(
            mark.kind === 'text'
              ? { ...mark, x: mark.x + area.left, y: mark.y + y }
              : { ...mark, x1: mark.x1 + area.left, x2: mark.x2 + area.left, y: mark.y + y },
          );
        y += row.height;
      }
    });
  });
  return pages;
}
