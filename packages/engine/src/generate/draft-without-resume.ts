import type { JobAnalysis } from './analyze-job';
import { competencyName } from './choose-skills';
import type { ResumeBody } from './resume-data';

/** A draft for the role with marked places for the person's facts (no resume to write from). */
export function draftWithoutResume(job: JobAnalysis): ResumeBody {
  const top = job.keywords.slice(0, 6).map(competencyName);
  return {
    personal_info: {
      name: '[Your Name]',
      email: '[your.email@example.com]',
      phone: '[Your phone]',
      location: '[City, State]',
    },
    professional_summary: `[Your current title] with experience in ${top.slice(0, 3).join(', ') || 'the skills this role asks for'}. [One sentence on your strongest, measurable result.]`,
    core_competencies: top,
    experience: [
      {
        title: '[Most recent job title]',
        company: '[Employer]',
        duration: '[Start – End]',
        achievements: top
          .slice(0, 4)
          .map((term) => `[A result you achieved using ${term}: what you did and what changed]`),
      },
    ],
    education: ['[Degree, School, Year]'],
    skills: top,
  };
}
