import { clubTitleWords, jobTitleWords, lastTitleWords } from '../../data/job-title-words';

// Who does a thing is named with '-ist' ('Ecologist', 'Hygienist', 'Cellist'), bar a list
// ('Checklist'), the verbs that end so ('Assist', 'Exist') and surnames ('Lindqvist',
// 'Sundquist', 'Feist').
const PERSON_IST = /^\p{L}{3,}ist$/u;
const NOT_PERSON_IST =
  /^(?:(?:check|play|wish|short|black|white|wait|track|set|book|hit|price|mail|guest)?list|\p{L}*(?:sist|xist|[kq]vist|quist|eist))$/u;

// Not a co-operative: an organisation, whatever job word follows.
const RANK_PREFIX =
  /^(?:co|vice|sub|deputy|acting|interim|sole|senior|junior|chief)-(?!op)(?=\p{L}{3})/u;

/**
 * One word of a job title ('Engineer'); a club officer's word only capitalized ('Leader'); some
 * only as the title's `last` word ('Research Professional').
 */
export function isTitleWord(word: string, last = false): boolean {
  const lower = word.toLowerCase();
  // A rank joined on by a hyphen ('Co-Director', 'Vice-President', 'Sole-Proprietor') keeps the job.
  const ranked = RANK_PREFIX.exec(lower);
  if (ranked) return isTitleWord(word.slice(ranked[0].length), last);
  if (last && lastTitleWords.has(lower)) return true;
  if (PERSON_IST.test(lower) && !NOT_PERSON_IST.test(lower)) return true;
  return jobTitleWords.has(lower) || (clubTitleWords.has(lower) && /^\p{Lu}/u.test(word));
}

/**
 * Whether a piece of text uses words of job titles ('Engineer', 'Manager', 'Intern'); a club
 * officer's word counts only capitalized ('Team Leader', not 'a festival organizer').
 */
export function hasTitleWord(text: string): boolean {
  // Letters of any script, so that 'Développeur' is one word, not 'D' and 'veloppeur'.
  // A dash typed against a word ('Marketer- Bright Reel Media') is no part of it.
  const words = text
    .split(/[^\p{L}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return words.some((word, i) => isTitleWord(word, i === words.length - 1));
}
