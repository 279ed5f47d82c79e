import type { TextLine } from '../../types';
import { findDateRange } from '../find-dates';
import { FIRST_PERSON } from './describe-entry-line';
import { hasTitleWord } from './has-title-word';
import { isVerbLed } from './is-verb-led';

/** How far into a line a header's dates may stand. */
const HEADER_REACH = 300;

/**
 * 'Pro Bono Team Lead | Acme Volunteers | 2025: Led a team that…': a role's header and its
 * description on one line, the dates and a colon between them. Cut in two, the header reads as
 * a header and the description as its achievement. The header part must name at least two
 * fields (a separator between them); the description must be a sentence.
 */
export function splitInlineDescription(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    if (line.bullet) return [line];
    // The header is a line's opening words: its dates are looked for there alone, so a role's
    // whole paragraph run on after them ('… | 2018 to 2019: Statistical programming …', a
    // thousand characters and more) is still cut from it.
    const dates = findDateRange(line.text.slice(0, HEADER_REACH));
    if (!dates) return line.text.length > 1_000 ? [line] : employerAndNote(line);
    const end = line.text.indexOf(dates.text) + dates.text.length;
    // A colon after the dates, or none before a duty that opens with its verb ('… Nov. 2018 -
    // Nov. 2022 Worked 65+ hours weekly …').
    const colon = /^\s*:\s+/.exec(line.text.slice(end)) ?? verbAfter(line.text.slice(end));
    if (!colon) return runIn(line, line.text.slice(0, line.text.indexOf(dates.text)), end);
    const head = line.text.slice(0, end).trim();
    const body = line.text.slice(end + colon[0].length).trim();
    const before = line.text.slice(0, line.text.indexOf(dates.text));
    // 'Data Manager| 2003 to 2004': a bar typed against the word before it sets fields apart too.
    const fields = /\s[|•·@]\s|\|\s|,\s|\s[–—-]\s/.test(before);
    if (!fields || head.split(/\s+/).length > 16 || body.split(/\s+/).length < 3) return [line];
    return [
      { ...line, text: head },
      { ...line, text: body, spaceBefore: false },
    ];
  });
}

/**
 * 'F5 Inc. · F5 Distributed Cloud Services are SaaS-based security …': an employer's name and a
 * sentence about it on one undated line, a middle dot between. Cut in two, the name can join
 * the header and the sentence is read as the note it is (see employer-note.ts, which knows the
 * two halves by their shared source line).
 */
function employerAndNote(line: TextLine): TextLine[] {
  const cut = /^(\p{Lu}[^·•|]{0,60}?)\s+[·•]\s+([^·•]+)$/u.exec(line.text.trim());
  if (!cut || cut[1]!.split(/\s+/).length > 6) return [line];
  // A phrase about the employer, not a title ('Acme · Senior Staff Engineer'): words in lowercase.
  const words = cut[2]!.split(/\s+/);
  if (words.length < 4 || words.filter((w) => /^\p{Ll}/u.test(w)).length < 3) return [line];
  return [
    { ...line, text: cut[1]! },
    { ...line, text: cut[2]!, spaceBefore: false },
  ];
}

/**
 * 'Digital Media Producer 05/2010 to Current Acme Studios Boston , MA Produced video and audio
 * content…': a builder's paragraph template runs the title, the dates, the employer and its
 * place into the role's first sentence. Cut where the sentence opens (a verb, or 'I'), a few
 * words after the dates, when a short title stands before them: the header, then its text.
 */
function runIn(line: TextLine, before: string, end: number): TextLine[] {
  const title = before.trim();
  const titleWords = title.split(/\s+/);
  if (!title || titleWords.length > 8 || !hasTitleWord(title) || isVerbLed(title)) return [line];
  const tail = line.text.slice(end).trim().split(/\s+/);
  // The employer and its place take a word at least, and no more than a long name and a town.
  for (let at = 1; at <= Math.min(10, tail.length - 4); at++) {
    const sentence = tail.slice(at).join(' ');
    if (!/^\p{Lu}/u.test(sentence) || !(isVerbLed(sentence) || FIRST_PERSON.test(sentence)))
      continue;
    return [
      { ...line, text: `${line.text.slice(0, end).trim()} ${tail.slice(0, at).join(' ')}` },
      { ...line, text: sentence, spaceBefore: false },
    ];
  }
  return [line];
}

/** The space before a duty that opens with its verb right after the dates, as a match. */
function verbAfter(tail: string): RegExpExecArray | null {
  const gap = /^\s+(?=\p{Lu})/u.exec(tail);
  return gap && isVerbLed(tail.trim()) && tail.trim().split(/\s+/).length >= 4 ? gap : null;
}
