// Whether a header line names a title and then a name ('Firmware Test Engineer, X, the moonshot
// factory'), or a title's noun after a first word that is also a verb ('Teaching Assistant'):
// the cases in which a line that opens with a verb is still a role's header (describe-entry-line.ts).
import { isVerbLed } from './is-verb-led';
import { hasTitleWord, isTitleWord } from './has-title-word';

/** Whether every longer word is capitalized, three or more of them ('Design Systems Group'). */
export function isNameCased(text: string): boolean {
  const long = text.split(/[^\p{L}'’-]+/u).filter((w) => w.length >= 4);
  return long.length >= 3 && long.every((w) => /^\p{Lu}/u.test(w));
}

// The small words a title's name joins its parts with ('Professor of Management and Strategy').
const JOINING = /^(?:of|and|for|in|&)$/;

/**
 * 'Firmware Test Engineer, X, the moonshot factory (Chorus)': a title in capitals before the
 * first comma, and a short unpunctuated line, so what follows is an employer's name however it
 * is worded (or the title's own note: 'Assistant Professor of Strategy, jointly appointed in
 * Economics'), not a sentence's clause.
 */
export function titleThenName(rest: string): boolean {
  const [head = '', ...tail] = rest.split(',');
  const words = head.trim().split(/\s+/);
  const joining = words.filter((w) => JOINING.test(w)).length;
  return (
    tail.length > 0 &&
    words.length - joining <= 5 &&
    words.every((w, i) => /^[\p{Lu}\d]/u.test(w) || (i > 0 && JOINING.test(w))) &&
    hasTitleWord(head) &&
    // 'Research Intern', 'Teaching Assistant': a verb first, but a title's noun last.
    (!isVerbLed(head) || hasTitleWord(words.at(-1)!)) &&
    (rest.split(/\s+/).length <= 10 || namesOnly(rest)) &&
    !/[.;:!?]$/.test(rest)
  );
}

/**
 * A longer line whose every word is capitalised, a number or a joining word ('Mentor, CSA &
 * FTAA, FIRST Robotics, FRC Team 2992 & FTC Team 25619'): names in a row, where a duty's
 * sentence goes on in lowercase.
 */
function namesOnly(rest: string): boolean {
  const all = rest.split(/\s+/);
  return all.length <= 16 && all.every((w) => /^[\p{Lu}\d&]/u.test(w) || JOINING.test(w));
}

/**
 * 'Teaching Assistant - CS401: …', 'Research Intern, …', 'Graduate Teaching Assistant — CS 3600':
 * a first word that is also a verb, but not in its past tense, before a title's noun in capitals
 * names the job, not a duty done.
 */
export function nounTitle(rest: string): boolean {
  const [first = '', ...next] = rest.split(/\s+/);
  const capital = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);
  const noun = (w: string) => capital(w) && !/s$/.test(w) && isTitleWord(w);
  // The noun second, or third after another capitalized word ('Graduate Teaching Assistant').
  if (
    capital(first) &&
    !/ed$/.test(first) &&
    (noun(next[0] ?? '') || (capital(next[0] ?? '') && noun(next[1] ?? '')))
  )
    return true;
  // 'Marketing assistant (Jamaica) …', 'Nursing assistant, …', 'Research intern, …': a word
  // before a title's noun in lowercase that ends the title (the line, or a bracket, comma or
  // dash after it) is the job; a duty goes on past its object ('Training staff in safety
  // drills').
  const [object = '', after] = [next[0]?.replace(/[,;:]$/, ''), next[1]];
  const lowerNoun = /^\p{Ll}+$/u.test(object) && !/s$/.test(object) && isTitleWord(object, true);
  if (!lowerNoun || !capital(first) || /ed$/.test(first)) return false;
  if (after === undefined || next[0] !== object || /^[(|–—-]/.test(after)) return true;
  // 'Research fellow in hydrology, Riverbend Institute': a short field after 'in' or 'of', then the comma
  // that sets the employer apart, ends the title too; 'Assist manager in daily operations.'
  // goes on as a duty.
  return (
    /^(?:in|of)$/.test(after) && /^(?:\S+\s+){0,2}\S+,\s+\p{Lu}/u.test(next.slice(2).join(' '))
  );
}
