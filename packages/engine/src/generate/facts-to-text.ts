/** One role as a person typed it: title, company, when, and what they achieved. */
export interface FactsRole {
  title: string;
  company: string;
  /** 'Jan 2020', '03/2018' or '2017'. */
  start: string;
  /** The same forms or 'Present'; empty for a role still held. */
  end?: string;
  achievements: string[];
}

/** The details a person types in when they have no resume file. */
export interface ResumeFacts {
  name: string;
  email: string;
  phone?: string;
  location?: string;
  roles: FactsRole[];
  education?: string[];
  skills?: string[];
}

// The reader splits a role's header at ' | ': a pipe inside a title or company would split it
// in the wrong place, so it is written as a slash.
const field = (text: string) => text.replace(/\s*\|\s*/g, ' / ').trim();
// The writer adds its own '- ': a bullet the person typed would otherwise be doubled.
const achievement = (text: string) => text.replace(/^\s*(?:[-–—•*·▪]\s+)/, '').trim();

/**
 * The details as a plain-text resume, in the layout the engine reads best: the name, a contact
 * line, then EXPERIENCE ('Title | Company', a 'Jan 2020 – Present' line, '- ' achievements),
 * EDUCATION and SKILLS. The generator then treats it exactly like an uploaded TXT resume, so
 * what it writes comes from these lines and its provenance points at them.
 */
export function factsToText(facts: ResumeFacts): string {
  const contact = [facts.email, facts.phone, facts.location].map((s) => s?.trim()).filter(Boolean);
  const out = [facts.name.trim(), contact.join(' | '), '', 'EXPERIENCE'];
  for (const role of facts.roles) {
    const achievements = role.achievements.map(achievement).filter(Boolean);
    out.push(
      [field(role.title), field(role.company)].filter(Boolean).join(' | '),
      `${role.start.trim()} – ${role.end?.trim() || 'Present'}`,
      ...achievements.map((a) => `- ${a}`),
      '',
    );
  }
  const education = (facts.education ?? []).map((l) => l.trim()).filter(Boolean);
  if (education.length) out.push('EDUCATION', ...education, '');
  const skills = (facts.skills ?? []).map((s) => s.trim()).filter(Boolean);
  if (skills.length) out.push('SKILLS', skills.join(', '), '');
  return out.join('\n');
}
