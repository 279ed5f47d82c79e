/** A positioned run of text from a PDF page (y grows upwards, as in PDF space). */
export interface PdfItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
}

/** A line assembled from items on one baseline. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  right: number;
  fontSize: number;
  bold: boolean;
}

/** Groups items that share a baseline into rows, top to bottom, each row left to right. */
export function groupRows(items: PdfItem[]): PdfItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const ref = row?.[0];
    if (
      row &&
      ref &&
      Math.abs(ref.y - item.y) <= Math.max(2, Math.min(ref.fontSize, item.fontSize) * 0.45)
    ) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  return rows;
}

/** A gap wider than this many font sizes is a tab stop, not a word space. */
const TAB_STOP = 2.5;

/**
 * One row's line: its items left to right, with a space where the gap between two runs is wider
 * than a narrow letter, and a bar where it is as wide as a tab stop.
 */
export function rowToLine(row: PdfItem[]): PdfLine {
  let text = '';
  let end = -Infinity;
  const spaced = isLetterSpaced(row);
  // The widest letter's advance (with its spacing) in the row: narrow letters ('I') would make
  // an ordinary letter gap look like a word break.
  const advance = Math.max(
    0,
    ...row.filter((i) => i.text.trim()).map((i) => i.width / i.text.length),
  );
  row.forEach((item, k) => {
    // A space item far narrower than a word space between two single letters is letter
    // spacing ('2019 T O PR E S E N T' in spaced small capitals): the gaps decide there too.
    if (!spaced && isLetterSpace(row, k)) return;
    // pdf.js reports a gap too wide for a space in flow (a place pushed to the right margin
    // with TeX's \hfill, a tab) as a space item as wide as the gap: it is that gap, so the next
    // run is measured from the text before it and a tab stop's bar goes between them.
    if (!item.text.trim() && item.width > item.fontSize * TAB_STOP) return;
    const gap = item.x - end;
    // Between letter-spaced words the gap is wider than a letter's own advance with its spacing.
    const wordGap = gap > Math.max(item.fontSize * 0.3, advance * 1.5);
    // In letter-spaced rows the reader's own space items say nothing: the gaps decide.
    if (spaced && !item.text.trim()) return;
    if (spaced && text && wordGap) {
      // Letter-spaced words: the wider gaps between them are kept as two spaces.
      text = `${text.trimEnd()}  `;
    } else if (
      text &&
      gap > item.fontSize * 0.18 &&
      !text.endsWith(' ') &&
      !item.text.startsWith(' ')
    ) {
      // A wide gap inside one row is a tab stop (e.g. a date pushed to the right margin).
      text += gap > item.fontSize * TAB_STOP ? '  |  ' : ' ';
    }
    text += spaced ? item.text.trim() : item.text;
    end = Math.max(end, item.x + item.width);
  });
  const first = row[0]!;
  // The line's size is that of its longest run, not of a large bullet glyph or icon.
  const main = row.reduce((a, b) => (b.text.trim().length > a.text.trim().length ? b : a));
  return {
    text: spaced ? text.trim() : text.replace(/\s+/g, ' ').trim(),
    x: first.x,
    y: first.y,
    right: end,
    fontSize: main.fontSize,
    bold: row.every((r) => r.bold || !r.text.trim()),
  };
}

const isLetter = (item: PdfItem | undefined) => item !== undefined && /^\p{L}$/u.test(item.text);

/** Whether item `k` of a row is a space item narrower than a word space between two letters. */
function isLetterSpace(row: PdfItem[], k: number): boolean {
  const item = row[k]!;
  return (
    !item.text.trim() &&
    item.width < item.fontSize * 0.2 &&
    isLetter(row[k - 1]) &&
    isLetter(row[k + 1])
  );
}

/** A row set in letter spacing: its runs are letters with single spaces ('J A N E'). */
function isLetterSpaced(row: PdfItem[]): boolean {
  const runs = row.filter((i) => i.text.trim());
  const spaced = runs.filter(
    (i) => /^(?:\S{1,2} )+\S{1,2}$/.test(i.text.trim()) || i.text.trim().length === 1,
  );
  return (
    runs.length > 0 &&
    spaced.length === runs.length &&
    runs.some((i) => i.text.trim().length > 1 || runs.length > 3)
  );
}

/** Joins items that share a baseline into lines, top to bottom. */
export function itemsToLines(items: PdfItem[]): PdfLine[] {
  return groupRows(items)
    .map(rowToLine)
    .filter((l) => l.text);
}
