import { clubTitleWords, jobTitleWords } from '../../data/job-title-words';

/** One word of a job title ('Engineer'); a club officer's word only capitalized ('Leader'). */
export function isTitleWord(word: string): boolean {
  const lower = word.toLowerCase();
  return jobTitleWords.has(lower) || (clubTitleWords.has(lower) && /^\p{Lu}/u.test(word));
}

/**
 * Whether a piece of text uses words of job titles ('Engineer', 'Manager', 'Intern'); a club
 * officer's word counts only capitalized ('Team Leader', not 'a festival organizer').
 */
export function hasTitleWord(text: string): boolean {
  // Letters of any script, so that 'Développeur' is one word, not 'D' and 'veloppeur'.
  return text.split(/[^\p{L}-]+/u).some(isTitleWord);
}
