// '5+ years of experience', '3-5 years experience in', 'at least 2 years' experience with',
// 'minimum of 4 years in': the first number of the first such phrase.
const YEARS =
  /\b(?:at least|minimum(?: of)?|over)?\s*(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?years?['’]?\s+(?:of\s+)?(?:[\p{L}/&,-]+\s+){0,5}?(?:experience|in\b|as\b|working)/iu;

/**
 * The years of experience a job asks for ('5+ years of experience': 5), or null when it names
 * none. A range counts by its lower end: a person who has it meets the ask.
 */
export function yearsAsked(jobDescription: string): number | null {
  for (const line of jobDescription.split('\n')) {
    const match = YEARS.exec(line);
    if (!match) continue;
    const years = Number(match[1]);
    if (years >= 1 && years <= 40) return years;
  }
  return null;
}
