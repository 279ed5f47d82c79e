// Our own plain-text template of a JSON Resume, for the match ranking set: what a person pastes
// or saves as TXT, so that the ranking measures the match and not how a theme prints.
import { companyOf, type JsonResume, type JsonResumeRole } from '../scale/json-resume';
import { formatRange } from '../scale/format-date';

/** A list the file may hold as a list, a single string or not at all. */
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

function role(r: JsonResumeRole): string[] {
  return [
    [r.position, companyOf(r)].filter(Boolean).join(', '),
    formatRange(r.startDate, r.endDate),
    ...(r.summary ? [r.summary] : []),
    ...list(r.highlights).map((h) => `- ${h}`),
    '',
  ];
}

/** The resume as plain text: name, contact, summary, then EXPERIENCE, EDUCATION and SKILLS. */
export function plainTextResume(resume: JsonResume): string {
  const b = resume.basics ?? {};
  const section = (title: string, roles: JsonResumeRole[] | undefined) =>
    Array.isArray(roles) && roles.length ? [title, '', ...roles.flatMap(role)] : [];
  const education = Array.isArray(resume.education) ? resume.education : [];
  const skills = Array.isArray(resume.skills) ? resume.skills : [];
  const lines = [
    b.name ?? '',
    [b.label, b.email, b.phone, b.location?.city].filter(Boolean).join(' | '),
    '',
    ...(b.summary ? ['SUMMARY', '', b.summary, ''] : []),
    ...section('EXPERIENCE', resume.work),
    ...section('VOLUNTEER', resume.volunteer),
    ...(education.length ? ['EDUCATION', ''] : []),
    ...education.map(
      (e) =>
        `${e.institution ?? ''}, ${[e.studyType, e.area].filter(Boolean).join(', ')} (${formatRange(e.startDate, e.endDate)})`,
    ),
    ...(education.length ? [''] : []),
    ...(skills.length ? ['SKILLS', ''] : []),
    ...skills.map((s) => `${s.name ?? ''}: ${list(s.keywords).join(', ')}`),
  ];
  return `${lines.join('\n').trim()}\n`;
}
