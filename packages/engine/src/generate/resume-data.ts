import type { Check } from '../checks/check-types';

/** A generated resume, as API.md's resume_data. */
export interface ResumeData {
  personal_info: { name: string; email: string; phone: string; location: string };
  professional_summary: string;
  core_competencies: string[];
  experience: Array<{ title: string; company: string; duration: string; achievements: string[] }>;
  education: string[];
  skills: string[];
  ats_validation: { ats_score: number; checks: Check[] };
  ats_analysis: {
    extracted_keywords: string[];
    matched_keywords: string[];
    missing_keywords: string[];
  };
}

/** The resume as plain text in the order a reader (and an ATS) expects. */
export function renderResumeText(
  data: Omit<ResumeData, 'ats_validation' | 'ats_analysis'>,
): string {
  const p = data.personal_info;
  const out = [
    p.name,
    [p.email, p.phone, p.location].filter(Boolean).join(' | '),
    '',
    '# Summary',
    data.professional_summary,
  ];
  if (data.core_competencies.length)
    out.push('', '# Core Competencies', data.core_competencies.join(', '));
  if (data.experience.length) {
    out.push('', '# Experience');
    for (const e of data.experience) {
      out.push(
        '',
        [e.title, e.company].filter(Boolean).join(' | '),
        e.duration,
        ...e.achievements.map((a) => `- ${a}`),
      );
    }
  }
  if (data.education.length) out.push('', '# Education', ...data.education);
  if (data.skills.length) out.push('', '# Skills', data.skills.join(', '));
  return out.join('\n');
}
