import type { ResumeData } from '@resumerank/engine/generate/resume-data';
import { renderResumeText } from '@resumerank/engine/render/render-resume-text';
import { renderResumePdf } from '@resumerank/engine/render/render-resume-pdf';
import { renderResumeDocx } from '@resumerank/engine/render/render-resume-docx';

export interface ResumeFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Rowan', 'Sasha'];
const LAST = ['Lee', 'Patel', 'Novak', 'Garcia', 'Okafor', 'Berg', 'Silva', 'Tanaka'];

/** A short, plausible resume for simulated user n (names and numbers vary with n). */
function resumeFor(n: number): Omit<ResumeData, 'ats_validation' | 'ats_analysis'> {
  const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;
  return {
    personal_info: {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      phone: `(617) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
      location: 'Boston, MA',
    },
    professional_summary: `Backend engineer with ${3 + (n % 8)} years of experience building APIs in Python and PostgreSQL.`,
    core_competencies: ['API design', 'Data modeling', 'Code review'],
    experience: [
      {
        title: 'Software Engineer',
        company: 'Harbor Payments',
        duration: 'Mar 2021 – Present',
        achievements: [
          `Cut p99 latency of the payments API by ${20 + (n % 50)}% by rewriting its queries`,
          `Built a reporting pipeline in Python used by ${10 + (n % 90)} analysts`,
          'Mentored 3 junior engineers through code review and pairing',
        ],
      },
      {
        title: 'Junior Developer',
        company: 'Beacon Labs',
        duration: 'Jun 2018 – Feb 2021',
        achievements: [
          `Automated ${5 + (n % 20)} SQL reports, saving 12 hours a week`,
          'Raised test coverage from 40% to 85% with pytest',
        ],
      },
    ],
    education: ['B.S. Computer Science, Boston University, 2018'],
    skills: ['Python', 'PostgreSQL', 'Docker', 'AWS', 'SQL', 'Git'],
  };
}

/**
 * Resume n as a TXT, PDF or DOCX file (by n modulo 3), written by the engine's own renderers
 * so the server reads what a person would send.
 */
export async function resumeFile(n: number): Promise<ResumeFile> {
  const data = resumeFor(n);
  switch (n % 3) {
    case 0:
      return {
        name: `resume-${n}.txt`,
        type: 'text/plain',
        bytes: new TextEncoder().encode(renderResumeText(data)),
      };
    case 1:
      return {
        name: `resume-${n}.pdf`,
        type: 'application/pdf',
        bytes: await renderResumePdf(data),
      };
    default:
      return {
        name: `resume-${n}.docx`,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: await renderResumeDocx(data),
      };
  }
}

/** A job description the generator can match against the resumes above. */
export const SOAK_JOB = `Senior Backend Engineer

Requirements
- 5+ years of experience with Python
- Strong PostgreSQL and SQL skills
- Docker, Kubernetes and AWS
- Experience mentoring engineers

Nice to have
- Kafka and Terraform`;
