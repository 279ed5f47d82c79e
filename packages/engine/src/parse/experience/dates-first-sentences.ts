import type { TextLine } from '../../types';
import { endsWithAbbreviation } from '../ends-with-abbreviation';
import { DATE, findDateRange } from '../find-dates';
import { headIsTitle, namesEmployer } from './piece-scores';
import { hasTitleWord } from './has-title-word';
import { isVerbLed } from './is-verb-led';

const MAX_PIECES = 4;
const LONE_DATE_FIRST = new RegExp(`^(${DATE})(?=\\.\\s)`, 'i');
const MAX_PIECE_WORDS = 20;
const MAX_TITLE_WORDS = 12;

// Short forms inside an employer's or a title's name ('Dept. of Zoology'), and an initial.
const SHORT_FORM = /(?:^|[\s(])(?:\p{Lu}|dept|univ|inst|assoc|asst|prof|dr|no|intl)\.$/iu;

/** The text's sentences, a full stop after an abbreviation ('Dept.', 'A.M.') not ending one. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=\.)\s+(?=[\p{Lu}\d])/u)) {
    const last = out.at(-1);
    if (last !== undefined && (endsWithAbbreviation(last) || SHORT_FORM.test(last)))
      out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.replace(/\.\s*$/, '').trim()).filter(Boolean);
}

/**
 * The academic CV's role line, its fields written as sentences after the dates: '2015 - 2018.
 * Senior Research Fellow. School of Mathematics, University of Sydney, Australia.' Its full
 * stops are field separators, so the line is rewritten with bars ('2015 - 2018  Senior Research
 * Fellow | School of Mathematics, University of Sydney, Australia'), which the header grammar
 * reads. Only a line that opens with its range and a full stop, whose first sentence is short and
 * no verb's, and whose every sentence is short: a description ('2019 – 2020. Led the move to
 * AWS. Cut costs by 30%.') opens with a verb and stays as written.
 */
export function datesFirstSentences(lines: TextLine[]): TextLine[] {
  return lines.map((line) => {
    if (line.bullet || line.text.length > 400) return line;
    const text = line.text.trim();
    const dates = findDateRange(text);
    // A single year before its full stop ('2014. Guest Lecturer. …') is such a line's date too.
    const written =
      dates && text.startsWith(dates.text) ? dates.text : LONE_DATE_FIRST.exec(text)?.[1];
    if (!written) return line;
    const dotted = /^\s*\.\s+(.+)$/.exec(text.slice(written.length));
    // Or no full stop after the dates, when the first sentence names a job ('2022-2024 Teaching
    // assistant. Practical Works IV. EPFL').
    const spaced = dotted ? null : /^\s+(.+)$/.exec(text.slice(written.length));
    const after = dotted ?? spaced;
    if (!after) return line;
    const pieces = sentencesOf(after[1]!);
    if (spaced && !(dates && dates.start !== dates.end && hasTitleWord(pieces[0] ?? '')))
      return line;
    // A bracket's aside ('(now part of the School of Life Sciences)') adds no field.
    const words = (s: string) =>
      s
        .replace(/\([^()]*\)/g, ' ')
        .trim()
        .split(/\s+/).length;
    // A long first sentence is still a title when the last one names the employer
    // ('Demonstrator for 4 undergraduate courses including … . Department of Zoology, …').
    const titleRoom = namesEmployer(pieces.at(-1) ?? '') ? MAX_PIECE_WORDS : MAX_TITLE_WORDS;
    if (
      pieces.length < 2 ||
      pieces.length > MAX_PIECES ||
      words(pieces[0]!) > titleRoom ||
      pieces.some((p) => words(p) > MAX_PIECE_WORDS) ||
      // A duty opens with its verb; a title may too ('Teaching assistant'), ending in a job.
      (isVerbLed(pieces[0]!) && !headIsTitle(pieces[0]!))
    )
      return line;
    // 'Teaching assistant. Astrophysics 101. EPFL': a sentence between the title and the
    // employer says what the job was of, and stays with the title.
    const fields =
      pieces.length === 3 && namesEmployer(pieces[2]!) && !namesEmployer(pieces[1]!)
        ? [`${pieces[0]!}, ${pieces[1]!}`, pieces[2]!]
        : pieces;
    return { ...line, text: `${written}  ${fields.join(' | ')}` };
  });
}
