import { wrapText, type Measure } from './wrap-text';

/** An entry header's lines and the one its dates share (lines.length: a line of their own). */
export interface EntryHeaderLines {
  lines: string[];
  datesLine: number;
}

const MARK = ' |';

/**
 * The header wrapped at its parts, a line that ends between two parts ending in ' |': without
 * it a title with a comma ('Engineer, Payments') on a line of its own reads as two fields.
 */
function wrapHeader(text: string, width: number, measureText: Measure): string[] {
  const units = text.split(' | ');
  const reserve = units.length > 1 ? measureText(MARK) : 0;
  const lines = wrapText(text, width - reserve, measureText, ' | ');
  return lines.map((line, i) =>
    i < lines.length - 1 &&
    units.some((u) => line.endsWith(u)) &&
    units.some((u) => lines[i + 1]!.startsWith(u))
      ? line + MARK
      : line,
  );
}

/**
 * Breaks an entry header ('Title | Company | Place') into lines that never run into its dates.
 * The header breaks between its parts, not inside one, because a reader (and the engine) takes
 * each line's parts for whole fields. Normally the dates sit on the first line and every line
 * stops short of them; a first part too long to share a line with the dates takes the full
 * width, and the dates go on the first later line with room, or a line of their own.
 */
export function setEntryHeader(
  text: string,
  dates: string,
  width: number,
  gap: number,
  measureText: Measure,
  measureDates: Measure,
): EntryHeaderLines {
  if (!dates) return { lines: wrapHeader(text, width, measureText), datesLine: -1 };
  const datesWidth = measureDates(dates);
  const room = width - datesWidth - gap;
  const first = text.split(' | ')[0] ?? '';
  if (measureText(first) <= room)
    return { lines: wrapHeader(text, room, measureText), datesLine: 0 };
  const lines = wrapHeader(text, width, measureText);
  const withRoom = lines.findIndex((line, i) => i > 0 && measureText(line) <= room);
  return { lines, datesLine: withRoom === -1 ? lines.length : withRoom };
}
