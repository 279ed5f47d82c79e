import type { TextLine } from '../types';
import { containsDateRange } from './find-dates';

/**
 * Joins lines a PDF wrapped back into the bullet or sentence they belong to: a line in the same
 * type that continues a bullet (or a sentence without its full stop) is part of it.
 */
export function mergeWrappedLines(
  lines: TextLine[],
  isHeading: (line: TextLine) => boolean,
): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const sameType =
      previous &&
      line.fontSize > 0 &&
      Math.abs(previous.fontSize - line.fontSize) <= 0.6 &&
      previous.page === line.page;
    const continues =
      previous &&
      sameType &&
      !line.bullet &&
      !isHeading(line) &&
      !isHeading(previous) &&
      !containsDateRange(line.text) &&
      (previous.bullet
        ? !/[.!?]$/.test(previous.text) || /^[a-z(]/.test(line.text)
        : /^[a-z]/.test(line.text) && !/[.!?:]$/.test(previous.text));
    if (continues) {
      // A new object: the document's own lines stay as they were read.
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else {
      out.push(line);
    }
  }
  return out;
}
