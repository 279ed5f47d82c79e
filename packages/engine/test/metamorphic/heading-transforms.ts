// Rewrites of section headings: their case, a colon, and the other names resumes give the
// experience, volunteer and leadership sections. A letter-spaced heading ('E X P E R I E N C E') stays letter-spaced.
import type { ResumeText } from './resume-text';
import { keepingMonths, mapLines, type StructureTransform } from './structure-transform';

const letterSpaced = (heading: string) =>
  heading.includes(' ') && heading.split('   ').every((word) => /^\S( \S)*$/.test(word));

/** A heading's words without its letter spacing. */
const unspaced = (heading: string) =>
  letterSpaced(heading)
    ? heading
        .split('   ')
        .map((w) => w.replace(/ /g, ''))
        .join(' ')
    : heading;

/** The heading rewritten by `f` on its plain words, letter-spaced again if it was. */
function rewriteHeading(heading: string, f: (words: string) => string): string {
  if (!letterSpaced(heading)) return f(heading);
  return f(unspaced(heading))
    .split(' ')
    .map((word) => word.split('').join(' '))
    .join('   ');
}

/** Every line that is one of `headings` rewritten by `f`. */
function rewriteHeadings(resume: ResumeText, headings: string[], f: (words: string) => string) {
  const set = new Set(headings);
  return mapLines(resume.text, (line) => (set.has(line) ? rewriteHeading(line, f) : line));
}

const titleCase = (words: string) =>
  words
    .toLowerCase()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());

/** Every heading in title case ('Work Experience'). */
export const titleCaseHeadings = keepingMonths('headings in title case', (r) =>
  rewriteHeadings(r, r.headings, titleCase),
);

/** Every heading followed by a colon ('EXPERIENCE:'). */
export const colonHeadings = keepingMonths('headings with a colon', (r) => {
  const set = new Set(r.headings);
  return mapLines(r.text, (line) => (set.has(line) ? `${line}:` : line));
});

/**
 * The experience heading named `synonym`: in capitals, as every resume of the corpora writes
 * its headings, or in title case ('Work History').
 */
export function experienceHeading(synonym: string, capitals: boolean): StructureTransform {
  const written = capitals ? synonym.toUpperCase() : synonym;
  return keepingMonths(`experience heading ${written}`, (r) =>
    rewriteHeadings(r, [r.experienceHeading], () => written),
  );
}

/**
 * The heading whose words match `match` ('Volunteer Experience', 'Leadership') named `synonym`,
 * in the case the resume writes it: other sections keep their kind under their other names.
 */
export function sectionHeading(match: RegExp, synonym: string): StructureTransform {
  return keepingMonths(`section heading ${synonym}`, (r) => {
    const headings = r.headings.filter((h) => match.test(unspaced(h)));
    return rewriteHeadings(r, headings, (w) =>
      w === w.toUpperCase() ? synonym.toUpperCase() : synonym,
    );
  });
}
