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

// A run-in header's title and employer take at least two words and at most a long title and a
// long name; its title at most six words.
const MAX_RUN_IN_WORDS = 12;
const MAX_RUN_IN_TITLE = 6;

/**
 * A role's header run into its first sentence under a line of dates alone ('01/2011 to
 * 01/2014' over 'Surgical Clinical Reviewer Mercy Hospital Collected and submitted data …'),
 * as a builder's paragraph template writes it: cut where a sentence opens with its verb, the
 * words before it a title (ending in a job's word) and an employer's name. The header line is
 * given with a bar between the two, and the sentence as the role's text. Null otherwise.
 */
export function runInHeader(l: EntryLine | undefined): [EntryLine, EntryLine] | null {
  if (!l || l.line.bullet || l.verbLed) return null;
  const words = l.line.text.trim().split(/\s+/);
  for (let at = 2; at <= Math.min(MAX_RUN_IN_WORDS, words.length - 4); at++) {
    const sentence = words.slice(at).join(' ');
    // A sentence goes on in lower case after its verb ('Collected and submitted', 'Oversaw
    // all'); 'Support Consultant at Esri Canada' is the rest of a title.
    if (!/^\p{Lu}\S*\s+\p{Ll}/u.test(sentence) || !isVerbLed(sentence)) continue;
    // Years belong to the sentence ('… support for the 2009 and 2010 project'), not the header;
    // a header set apart with commas, dashes or 'at' ('Research Intern, Team Lead at NII') is
    // another form, read by the header grammar.
    const head = words.slice(0, at).join(' ');
    if (/\d|[,;|@]|\s[-–—]\s|\sat\s/.test(head)) return null;
    // The title ends in a job's word; the words after it, up to the sentence, are the employer.
    let cut = Math.min(MAX_RUN_IN_TITLE, at);
    while (cut > 0 && !headIsTitle(words.slice(0, cut).join(' '))) cut--;
    if (cut === 0) return null;
    const [title, employer] = [words.slice(0, cut).join(' '), words.slice(cut, at).join(' ')];
    // An employer's name is capitalised word by word ('Mercy General Hospital'); 'of Software
    // Engineering' is the rest of the title.
    if (!words.slice(cut, at).every((w) => /^[\p{Lu}\d&]/u.test(w))) return null;
    return [
      describeEntryLine({ ...l.line, text: employer ? `${title} | ${employer}` : title }),
      describeEntryLine({ ...l.line, text: sentence }),
    ];
  }
  return null;
}
