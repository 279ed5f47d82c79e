// Our own Markdown template of a JSON Resume: the way people keep a resume in a README.
import { companyOf, type JsonResume, type JsonResumeRole } from './json-resume';
import { formatRange } from './format-date';

function role(r: JsonResumeRole): string[] {
  return [
    `### ${r.position ?? ''} — ${companyOf(r)}`,
    '',
    `*${formatRange(r.startDate, r.endDate)}*${r.location ? ` · ${r.location}` : ''}`,
    '',
    ...(r.summary ? [r.summary, ''] : []),
    ...(r.highlights ?? []).map((h) => `- ${h}`),
    '',
  ];
}

/** The resume as Markdown: name, contact, summary, then one section per kind of history. */
export function markdownResume(resume: JsonResume): string {
  const b = resume.basics ?? {};
  const section = (title: string, roles: JsonResumeRole[] | undefined) =>
    roles?.length ? [`## ${title}`, '', ...roles.flatMap(role)] : [];
  const lines = [
    `# ${b.name ?? ''}`,
    '',
    [b.email, b.phone, b.location?.city].filter(Boolean).join(' | '),
    '',
    ...(b.summary ? [b.summary, ''] : []),
    ...section('Experience', resume.work),
    ...section('Volunteer', resume.volunteer),
    ...((resume.education ?? []).length ? ['## Education', ''] : []),
    ...(resume.education ?? []).map(
      (e) =>
        `- **${e.institution ?? ''}**, ${[e.studyType, e.area].filter(Boolean).join(', ')} (${formatRange(e.startDate, e.endDate)})`,
    ),
    '',
    ...((resume.skills ?? []).length ? ['## Skills', ''] : []),
    ...(resume.skills ?? []).map((s) => `- ${s.name ?? ''}: ${(s.keywords ?? []).join(', ')}`),
  ];
  return `${lines.join('\n').trim()}\n`;
}
