// Rewrites of a one-line role header ('Title | Company | Place'): which comes first and what
// stands between them. Headers that put the title and company on separate lines are left alone.
import type { ResumeText, WrittenRole } from './resume-text';
import { keepingMonths, literal, type StructureTransform } from './structure-transform';

/** Every one-line header of `resume` rewritten by `f` from its title and company. */
function rewriteHeaders(resume: ResumeText, f: (role: WrittenRole) => string): string {
  let text = resume.text;
  for (const role of resume.roles) {
    const pair = new RegExp(`${literal(role.title)}[ \\t]*\\|[ \\t]*${literal(role.company)}`, 'g');
    text = text.replace(pair, () => f(role));
  }
  return text;
}

/** The company before the title ('Ledgerly | Senior Engineer'). */
export const companyFirst = keepingMonths('company before title', (r) =>
  rewriteHeaders(r, (role) => `${role.company} | ${role.title}`),
);

/** `separator` between title and company instead of ' | ' ('Engineer at Ledgerly'). */
export function headerSeparator(name: string, separator: string): StructureTransform {
  return keepingMonths(`separator ${name}`, (r) =>
    rewriteHeaders(r, (role) => `${role.title}${separator}${role.company}`),
  );
}

/** The place in brackets after the company ('Ledgerly (Oakland, CA)') instead of after a pipe. */
export const placeInBrackets = keepingMonths('place in brackets', (r) => {
  let text = r.text;
  for (const { company, location } of r.roles) {
    if (!location) continue;
    const pair = new RegExp(`${literal(company)}[ \\t]*\\|[ \\t]*${literal(location)}`, 'g');
    text = text.replace(pair, () => `${company} (${location})`);
  }
  return text;
});
