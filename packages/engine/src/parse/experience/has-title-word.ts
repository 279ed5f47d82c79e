import { jobTitleWords } from '../../data/job-title-words';

/** Whether a piece of text uses words of job titles ('Engineer', 'Manager', 'Intern'). */
export function hasTitleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .some((w) => jobTitleWords.has(w));
}
