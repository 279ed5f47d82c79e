import type { TextLine } from '../../types';
import { findDateRange } from '../find-dates';

// A role told in the first person ('I worked for …', 'My current job …').
const TOLD = /\b(?:I|my)\b[^.]{0,60}?\b(?:worked|work|working|employed|job|role|position)\b/i;
// A short name before the telling ('Northwind Care. My last post …'), no sentence of its own.
const NAME_FIRST = /^([\p{Lu}][^.!?:;]{1,60}?)\.\s+(?=(?:My|I)\s)/u;

/**
 * Whether a line opens with a date range, a colon and a role told in sentences ('March 2019 – April
 * 2021: I worked for Northwind Care as a support worker. …'), as people write a work history
 * without headers.
 */
export function isDatesThenProse(text: string): boolean {
  const dates = findDateRange(text);
  if (!dates || dates.start === dates.end || !text.trimStart().startsWith(dates.text)) return false;
  const rest = /^\s*:\s*(.+)$/.exec(text.trimStart().slice(dates.text.length));
  return rest !== null && rest[1]!.split(/\s+/).length >= 8 && TOLD.test(rest[1]!);
}

/**
 * Each such line cut in two, or three: the range alone, a short name written first as the
 * employer's line, and the sentences as the role's text, so that the role is read from its
 * range and its title and employer from the sentences.
 */
export function datesThenProse(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    if (line.bullet || !isDatesThenProse(line.text)) return [line];
    const text = line.text.trimStart();
    const dates = findDateRange(text)!;
    const told = text.slice(dates.text.length).replace(/^\s*:\s*/, '');
    const name = NAME_FIRST.exec(told);
    const body = name ? told.slice(name[0].length) : told;
    return [
      { ...line, text: dates.text },
      ...(name ? [{ ...line, text: name[1]!.trim() }] : []),
      { ...line, text: body, bullet: true },
    ];
  });
}
