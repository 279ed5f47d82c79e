import type { ResumeData } from './resume-data';
import { withoutTarget } from './target-sentence';
import { numbersIn } from './is-safe-edit';

const PLACEHOLDER = /^\[.*\]$/;
const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
const words = (t: string) =>
  t
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * What a generated resume states that its source does not: employers, titles, dates, degrees
 * or numbers. An empty list means every fact traces back to the person's own resume.
 */
export function findFabrications(
  data: Pick<
    ResumeData,
    'experience' | 'education' | 'professional_summary' | 'core_competencies' | 'provenance'
  >,
  sourceText: string,
): string[] {
  const sourceWords = new Set(words(sourceText));
  const source = norm(sourceText);
  const sourceNumbers = new Set(numbersIn(sourceText));
  const problems: string[] = [];
  const mustAppear = (value: string, what: string) => {
    if (value && !PLACEHOLDER.test(value) && !source.includes(norm(value)))
      problems.push(`${what} not in the resume: "${value}"`);
  };
  for (const role of data.experience) {
    mustAppear(role.company, 'employer');
    mustAppear(role.title, 'title');
  }
  // Education is rebuilt from its pieces ('B.S., Computer Science, State University'): every
  // word must be the resume's.
  for (const line of data.education) {
    if (!PLACEHOLDER.test(line) && words(line).some((w) => !sourceWords.has(w)))
      problems.push(`education not in the resume: "${line}"`);
  }
  // A computed 'N years' is the generator's own arithmetic on the resume's dates.
  const computed = data.provenance?.some(
    (p) => p.field === 'professional_summary' && p.rule?.includes('computed-years') === true,
  );
  // The closing 'Seeking a <job title> role.' names the job, not the person's past.
  const summary = withoutTarget(
    computed ? data.professional_summary.replace(/\b\d+ years\b/, '') : data.professional_summary,
  );
  const texts = [summary, ...data.experience.flatMap((r) => [r.duration, ...r.achievements])];
  for (const text of texts) {
    for (const n of numbersIn(text.replace(/\[[^\]]*\]/g, ''))) {
      if (!sourceNumbers.has(n)) problems.push(`number not in the resume: "${n}" in "${text}"`);
    }
  }
  return problems;
}
