import type { TextLine, UnsurePart } from '../types';
import { cleanLine } from './clean-line';
import { columnsReadAcross } from './columns-read-across';
import { endsWithSoftHyphen, joinHyphenated } from './join-hyphenated';
import { liftMarginDates } from './lift-margin-dates';
import { splitLabelMargin } from './label-margin';
import { groupRows, type PdfItem, type PdfLine } from './pdf-items';
import { findGutter, splitByGutter } from './split-columns';
import { splitTableCells } from './split-table-cells';

/** The usual distance between one line and the next on a page (the median of short gaps). */
function linePitch(lines: PdfLine[]): number {
  const gaps = lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((gap, i) => gap > 0 && gap < lines[i + 1]!.fontSize * 3)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

function toTextLines(lines: PdfLine[], page: number, fix: (text: string) => string): TextLine[] {
  const result: TextLine[] = [];
  let softBreak = false;
  let previousY: number | null = null;
  const pitch = linePitch(lines);
  for (const line of lines) {
    const { text, bullet } = cleanLine(fix(line.text));
    if (!text) continue;
    const previous = result[result.length - 1];
    const joined = previous && !bullet ? joinHyphenated(previous.text, text, softBreak) : null;
    softBreak = endsWithSoftHyphen(line.text);
    if (previous && joined !== null) {
      previous.text = joined;
      continue;
    }
    // A gap twice the page's usual line pitch (and two ems at least) is a block break.
    const gap = previousY === null ? 0 : previousY - line.y;
    previousY = line.y;
    const breakGap = Math.max(line.fontSize * 2, pitch * 2);
    result.push({
      text,
      page,
      fontSize: Math.round(line.fontSize * 10) / 10,
      emphasis: line.bold,
      bullet,
      ...(gap > breakGap ? { spaceBefore: true } : {}),
    });
  }
  return result;
}

/**
 * Lays out one page of positioned text (a PDF's text items, or words OCR found with their boxes):
 * two-column and sidebar pages split at their gutter, side-by-side table cells read row by row,
 * lines from baselines, dates in their own column put back beside their role. `fix` mends each
 * line's text before it is cleaned (OCR's usual slips); a page whose columns could not be told
 * apart is named in `unsure`.
 */
export function layOutPage(
  items: PdfItem[],
  pageWidth: number,
  page: number,
  fix: (text: string) => string = (text) => text,
): { lines: TextLine[]; unsure: UnsurePart[] } {
  const lines: TextLine[] = [];
  const unsure: UnsurePart[] = [];
  const gutter = findGutter(items, pageWidth);
  const groups =
    splitLabelMargin(items, pageWidth) ??
    (gutter === null
      ? (splitTableCells(items, pageWidth) ?? [items])
      : splitByGutter(items, gutter));
  for (const group of groups) {
    const rows = groupRows(group);
    if (columnsReadAcross(rows))
      unsure.push({
        section: `page ${page}`,
        reason: 'its columns could not be told apart, so the order of its text is uncertain',
      });
    lines.push(...toTextLines(liftMarginDates(rows), page, fix));
  }
  return { lines, unsure };
}
