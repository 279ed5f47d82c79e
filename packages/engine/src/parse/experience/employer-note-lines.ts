// Some themes print an employer with a note on it after a middle dot, between the title and the
// dates ('Lead Engineer' / 'Northwind · Northwind is the largest grocer in the region, with'
// / 'stores in six states.' / 'Dec 2021 – Sep 2022' / 'Oslo, Norway'). A note that runs over
// lines keeps the dates from the title: the employer stays in the header and the note becomes the
// role's first text, under the dates and the place.
import type { TextLine } from '../../types';
import { containsDateRange } from '../find-dates';
import { joinedLine } from '../source-refs';
import { isLightHeaderLine } from './is-light-header-line';

// 'Name · note': a short name, then a note of several words.
const EMPLOYER_DOT_NOTE = /^(\S[^·]{0,78}?)\s+·\s+(\S.*)$/;
/** The most lines a wrapped note runs on before the dates. */
const MAX_NOTE_LINES = 5;

/** Where the note of line `i` ends: the index of the dated line under it, or -1. */
function datesUnderNote(lines: readonly TextLine[], i: number): number {
  for (let j = i + 1; j <= i + MAX_NOTE_LINES && j < lines.length; j += 1) {
    const line = lines[j]!;
    if (containsDateRange(line.text)) return j > i + 1 ? j : -1;
    if (line.bullet || line.spaceBefore || line.fontSize !== lines[i]!.fontSize) return -1;
  }
  return -1;
}

/**
 * The lines with each employer's note that runs over lines moved under its dates (and the place
 * after them), joined into one line of text; other lines as they were.
 */
export function employerNoteLines(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const found = line.bullet ? null : EMPLOYER_DOT_NOTE.exec(line.text);
    const at = found && found[2]!.split(/\s+/).length >= 6 ? datesUnderNote(lines, i) : -1;
    if (at < 0) {
      out.push(line);
      continue;
    }
    const place = lines[at + 1] && isLightHeaderLine(lines[at + 1]!.text) ? 1 : 0;
    const note = lines
      .slice(i + 1, at)
      .reduce((n, next) => joinedLine(n, next, `${n.text} ${next.text}`), {
        ...line,
        text: found![2]!,
      });
    out.push({ ...line, text: found![1]! }, ...lines.slice(at, at + 1 + place), note);
    i = at + place;
  }
  return out;
}
