// Word endings that never stand alone: 'deploy-' + 'ment' is one word split by a line break,
// while 'cloud-' + 'native' is a compound that keeps its hyphen.
const SUFFIX =
  /^(?:ments?|tions?|sions?|ations?|ings?|ity|ities|ness|ances?|ences?|ous|ives?|i[sz](?:e|ed|es|ing)|able|ible|ally|ary|ery|ures?|ical|ics|isms?|ists?|ers?|ed|es|ly|ants?|ents?)\b/;

/** Whether a raw line ends in a soft hyphen, the mark of a typesetter's word split. */
export function endsWithSoftHyphen(raw: string): boolean {
  return /\u00AD\s*$/.test(raw);
}

/**
 * Joins a word split across two lines, or returns null when the lines are separate. A soft
 * hyphen always splits a word; a hard one only when the rest is a bare word ending.
 */
export function joinHyphenated(previous: string, next: string, softBreak: boolean): string | null {
  if (!/^[a-z]/.test(next)) return null;
  if (softBreak && /\p{L}$/u.test(previous)) return previous + next;
  if (!/[a-z]-$/.test(previous)) return null;
  return SUFFIX.test(next) ? previous.slice(0, -1) + next : previous + next;
}
