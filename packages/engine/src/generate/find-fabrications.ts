import type { ResumeData } from './resume-data';

const PLACEHOLDER = /^\[.*\]$/;
const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

/** The numbers in a text (counts, money, percentages, years), as written without separators. */
function numbers(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.]+$/, '').replace(/,/g, ''));
}

/**
 * What a generated resume states that its source does not: employers, titles, dates, degrees
 * or numbers. An empty list means every fact traces back to the person's own resume.
 */
export function findFabrications(
  data: Pick<ResumeData, 'experience' | 'education' | 'professional_summary' | 'core_competencies'>,
  sourceText: string,
): string[] {
  const source = norm(sourceText);
  const sourceNumbers = new Set(numbers(sourceText));
  const problems: string[] = [];
  const mustAppear = (value: string, what: string) => {
    if (value && !PLACEHOLDER.test(value) && !source.includes(norm(value)))
      problems.push(`${what} not in the resume: "${value}"`);
  };
  for (const role of data.experience) {
    mustAppear(role.company, 'employer');
    mustAppear(role.title, 'title');
  }
  for (const line of data.education) mustAppear(line, 'education');
  // The closing 'Seeking a <job title> role.' names the job, not the person's past.
  const summary = data.professional_summary.replace(/ Seeking an? .* role\.$/, '');
  const texts = [summary, ...data.experience.flatMap((r) => [r.duration, ...r.achievements])];
  for (const text of texts) {
    for (const n of numbers(text.replace(/\[[^\]]*\]/g, ''))) {
      if (!sourceNumbers.has(n)) problems.push(`number not in the resume: "${n}" in "${text}"`);
    }
  }
  return problems;
}
