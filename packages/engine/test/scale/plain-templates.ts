// Our own plain HTML templates, beside the npm themes: the simplest pages a person might write,
// one title-first and one company-first, so the corpus has layouts we know to be plain.
import { companyOf, type JsonResume, type JsonResumeRole } from './json-resume';
import { formatRange } from './format-date';

const escape = (text: string | undefined) =>
  (text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const bullets = (role: JsonResumeRole) =>
  role.highlights?.length
    ? `<ul>${role.highlights.map((h) => `<li>${escape(h)}</li>`).join('')}</ul>`
    : '';

const paragraph = (text: string | undefined) => (text ? `<p>${escape(text)}</p>` : '');

function titleFirst(role: JsonResumeRole): string {
  return `<p><b>${escape(role.position)}</b>, ${escape(companyOf(role))}<br>${escape(
    formatRange(role.startDate, role.endDate),
  )}</p>${paragraph(role.summary)}${bullets(role)}`;
}

function companyFirst(role: JsonResumeRole): string {
  const place = role.location ? ` — ${escape(role.location)}` : '';
  return `<h3>${escape(companyOf(role))}${place}</h3><p><i>${escape(role.position)}</i> | ${escape(
    formatRange(role.startDate, role.endDate),
  )}</p>${paragraph(role.summary)}${bullets(role)}`;
}

function page(resume: JsonResume, role: (r: JsonResumeRole) => string): string {
  const b = resume.basics ?? {};
  const contact = [b.email, b.phone, b.location?.city].filter(Boolean).map(escape).join(' · ');
  const section = (title: string, roles: JsonResumeRole[] | undefined) =>
    roles?.length ? `<h2>${title}</h2>${roles.map(role).join('')}` : '';
  const education = (resume.education ?? []).map(
    (e) =>
      `<p><b>${escape(e.institution)}</b><br>${escape(
        [e.studyType, e.area].filter(Boolean).join(', '),
      )} ${escape(formatRange(e.startDate, e.endDate))}</p>`,
  );
  const skills = (resume.skills ?? []).map(
    (s) => `<li>${escape(s.name)}: ${escape((s.keywords ?? []).join(', '))}</li>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(b.name)}</title>
<style>body{font-family:serif;max-width:7in;margin:auto}h2{border-bottom:1px solid #000}</style>
</head><body><h1>${escape(b.name)}</h1><p>${contact}</p>${paragraph(b.summary)}${section(
    'Experience',
    resume.work,
  )}${section('Volunteer', resume.volunteer)}${
    education.length ? `<h2>Education</h2>${education.join('')}` : ''
  }${skills.length ? `<h2>Skills</h2><ul>${skills.join('')}</ul>` : ''}</body></html>`;
}

/** Title, company and dates on two lines, then the summary and the highlights as bullets. */
export const renderPlainTitleFirst = (resume: JsonResume) => page(resume, titleFirst);

/** The company and place as a heading, then the title and dates on one line. */
export const renderPlainCompanyFirst = (resume: JsonResume) => page(resume, companyFirst);
