import type { EntryLine } from './describe-entry-line';
import { describeEntryLine } from './describe-entry-line';
import { headIsTitle } from './piece-scores';
import { isVerbLed } from './is-verb-led';

// 'Software Engineer. Tasked with piloting new technologies …': a few words and a full stop,
// then a sentence.
const OPENING = /^([^.!?:;]{3,60}?)\.\s+(\p{Lu}.*)$/u;
const MAX_TITLE_WORDS = 6;

/**
 * The title a role's text opens with, when its header names none ('Fidelity Investments |
 * January 2018 – Present' over 'Software Engineer. Tasked with piloting new technologies …'):
 * the line cut into the title and the rest of its text. Null when the line opens otherwise.
 */
export function bodyOpeningTitle(l: EntryLine | undefined): [EntryLine, EntryLine] | null {
  if (!l || l.line.bullet || l.dates) return null;
  const opening = OPENING.exec(l.line.text.trim());
  if (!opening) return null;
  const [, title, rest] = opening as unknown as [string, string, string];
  if (title.split(/\s+/).length > MAX_TITLE_WORDS || !headIsTitle(title) || isVerbLed(title))
    return null;
  return [
    describeEntryLine({ ...l.line, text: title }),
    describeEntryLine({ ...l.line, text: rest }),
  ];
}

/**
 * A list item that is the role's header under a line of dates alone ('January 2020 – July 2020'
 * over '• Research Internship - Laboratoire Jacques Louis Lions | Paris, France'): it names a
 * job (its first field ending in one where a verb opens it), and sets its fields apart with a
 * dash or a bar.
 */
export function isListedHeader(l: EntryLine | undefined): boolean {
  if (!l || !l.line.bullet || l.dates || !l.titleLike) return false;
  if (l.rest.split(/\s+/).length > 16 || !/\s[|–—-]\s/.test(l.rest) || /[.!?]$/.test(l.rest))
    return false;
  // 'Research Internship - …' opens with a word that is also a verb; its first field ends in a job.
  return !l.verbLed || headIsTitle(l.rest.split(/\s[|–—-]\s/)[0]!);
}
