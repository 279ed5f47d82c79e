import type { TextLine } from '../../types';
import { openingRange } from '../find-dates';

// A role told in the first person ('I worked for …', 'My current job …').
const TOLD = /\b(?:I|my)\b[^.]{0,60}?\b(?:worked|work|working|employed|job|role|position)\b/i;
// A short name before the telling ('Northwind Care. My last post …'), no sentence of its own.
const NAME_FIRST = /^([\p{Lu}][^.!?:;]{1,60}?)\.\s+(?=(?:My|I)\s)/u;

/** The range a line opens with and the sentences after its colon, or null. */
function toldAfterRange(text: string): { range: string; told: string } | null {
  const dates = openingRange(text);
  const told = dates && /^\s*:\s*(.+)$/.exec(text.trimStart().slice(dates.text.length))?.[1];
  return dates && told && told.split(/\s+/).length >= 8 && TOLD.test(told)
    ? { range: dates.text, told }
    : null;
}

/**
 * Whether a line opens with a date range, a colon and a role told in sentences ('March 2019 – April
 * 2021: I worked for Northwind Care as a support worker. …'), as people write a work history
 * without headers.
 */
export function isDatesThenProse(text: string): boolean {
  return toldAfterRange(text) !== null;
}

/**
 * Each such line cut in two, or three: the range alone, a short name written first as the
 * employer's line, and the sentences as the role's text, so that the role is read from its
 * range and its title and employer from the sentences.
 */
export function datesThenProse(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const found = line.bullet ? null : toldAfterRange(line.text);
    if (!found) return [line];
    const name = NAME_FIRST.exec(found.told);
    const body = name ? found.told.slice(name[0].length) : found.told;
    return [
      { ...line, text: found.range },
      ...(name ? [{ ...line, text: name[1]!.trim() }] : []),
      { ...line, text: body, bullet: true },
    ];
  });
}
