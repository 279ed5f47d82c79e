// How a line that continues the one above it looks, pair by pair: the tests mergeWrappedLines
// joins lines by where type and shape, not a lowercase start, show the run-on.
import type { TextLine } from '../types';
import { hasTitleWord } from './experience/has-title-word';
import { isPlaceLine } from './experience/is-light-header-line';

// A word that cannot end a line's phrase: a preposition, an article or a conjunction.
const DANGLING = /\s(?:of|for|and|the|in|at|to|on|with|&|de|du|des|la|und|für)$/i;

/**
 * A title set large and bold that ran past the column ('Technical Marketing Manager - Service'
 * over 'Providers'): a word or two left over in the same large type finish it, capitalised as
 * they are. Type this large (well above the text's) holds titles and names, not sentences.
 */
export function largeTitleTail(previous: TextLine, line: TextLine, body: number): boolean {
  return (
    body > 0 &&
    line.emphasis &&
    !previous.bullet &&
    line.fontSize >= body * 1.4 &&
    line.text.split(/\s+/).length <= 2 &&
    /^\p{Lu}/u.test(line.text) &&
    !/[.!?:,;|]$/.test(previous.text)
  );
}

/**
 * A long title in type larger than the text's that ran past its full line ('Senior Resident and
 * Clinical Post-Doctoral Fellow in Centre for' over 'Addiction Medicine, Dept. of Psychiatry'):
 * the next line in that type goes on with it, however it opens.
 */
export function largeWrap(previous: TextLine, line: TextLine, body: number): boolean {
  return (
    body > 0 &&
    line.fontSize >= body * 1.15 &&
    !previous.bullet &&
    !line.bullet &&
    line.text.split(/\s+/).length <= 12 &&
    !/[.!?:;|]$/.test(previous.text)
  );
}

/**
 * The last words of a long bold name that ran past its line ('Technical University of Munich,
 * Munich Institute of Robotics and Machine' over 'Intelligence (MIRMI)'), in the same bold: up
 * to four words, capitalised, no place and no job of their own.
 */
export function boldNameTail(previous: TextLine, line: TextLine, mayBeTitle: boolean): boolean {
  return (
    previous.emphasis &&
    line.emphasis &&
    !previous.bullet &&
    !line.bullet &&
    line.text.split(/\s+/).length <= 4 &&
    /^\p{Lu}/u.test(line.text) &&
    !/[.!?:,;|]$/.test(previous.text) &&
    !isPlaceLine(line.text) &&
    (mayBeTitle || !hasTitleWord(line.text))
  );
}

/**
 * The rest of a sentence about the employer that ran past the line its name opens ('Samuel
 * Steelworks · One of the oldest steel producers in North' over 'America.'), however it is
 * capitalised: a few words with no job in them.
 */
export function noteTail(previous: TextLine, line: TextLine): boolean {
  const note = previous.text.split(/\s·\s/)[1];
  return (
    note !== undefined &&
    note.split(/\s+/).length >= 4 &&
    !previous.bullet &&
    !previous.emphasis &&
    line.text.split(/\s+/).length <= 8 &&
    !hasTitleWord(line.text)
  );
}

/**
 * The rest of a line that ran out of room after a word that cannot end it ('Graduate Teaching
 * Assistant — CS 3600: Artificial Intelligence, Georgia Institute of' over 'Technology'),
 * however the rest opens: no heading, no list item.
 */
export function danglingTail(
  previous: TextLine,
  line: TextLine,
  isHeading: (line: TextLine) => boolean,
): boolean {
  return (
    !previous.bullet &&
    DANGLING.test(previous.text.trim()) &&
    !isHeading(line) &&
    !isHeading(previous)
  );
}
