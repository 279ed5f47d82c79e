import type { TextLine } from '../types';
import { isWholeHeading, headingText } from './classify-heading';

const isUpper = (text: string) => text === text.toUpperCase();

/** How a line is set, as size, capitals and weight: the key headings and titles are compared by. */
export const styleOf = (line: TextLine) =>
  `${Math.round(line.fontSize * 2)}|${isUpper(line.text)}|${line.emphasis}`;

/** A line in capitals ('EXPERIENCE', 'CGNAT'), with at least two letters. */
export const isCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
};

/**
 * A line of a work section set as the text is, only opening with a heading's words ('Training
 * and document management (SharePoint)', an item of a role's list), where the resume sets its
 * whole headings (`wholeStyles`) otherwise: part of the role, never the start of a section.
 */
export function isBodyLineInWork(line: TextLine, body: number, wholeStyles: Set<string>): boolean {
  return (
    line.fontSize > 0 &&
    Math.abs(line.fontSize - body) < 0.3 &&
    !line.emphasis &&
    !isCapitals(line.text) &&
    !isWholeHeading(headingText(line)) &&
    !wholeStyles.has(styleOf(line))
  );
}
