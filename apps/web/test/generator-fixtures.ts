import type { ResumeData } from '@resumerank/contract/generator';

/** A generate answer with three roles, education entries, another section and an audit. */
export const generated: ResumeData = {
  personal_info: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    location: 'London',
  },
  professional_summary: 'Analyst with experience since 2019 in SQL.',
  core_competencies: ['SQL', 'Microsoft Excel'],
  experience: [
    {
      title: 'Analyst',
      company: 'Engines Ltd',
      duration: '2019 – Present',
      achievements: ['Built SQL reports for 30 teams', 'Cut costs by 10%', 'Ran the weekly review'],
    },
    {
      title: 'Clerk',
      company: 'Mills & Co',
      duration: '2017 – 2019',
      achievements: ['Kept ledgers for 12 accounts', 'Answered supplier queries'],
    },
    {
      title: 'Intern',
      company: 'Babbage Works',
      duration: '2016',
      achievements: ['Filed patents'],
    },
  ],
  education: ['B.A. Mathematics, University of London, 2016'],
  education_entries: [
    {
      degree: 'B.A. Mathematics',
      school: 'University of London',
      location: 'London',
      dates: '2016',
      honours: ['First-class honours'],
      details: [],
    },
  ],
  sections: [{ heading: 'Certifications', lines: ['Certified Analyst, 2020'] }],
  skills: ['SQL'],
  provenance: [{ field: 'professional_summary', lines: [3] }],
  audit: {
    findings: [
      {
        code: 'reverted',
        field: 'experience.0.achievements.1',
        message: 'A rewording changed a number, so your own words were kept.',
      },
      {
        code: 'left-out',
        field: 'core_competencies.3',
        message: 'Left out: No source line for "Forecasting".',
      },
    ],
    notices: ['1 line was kept as you wrote it.', '1 line was left out: “Forecasting”.'],
  },
  ats_validation: { ats_score: 77, checks: [] },
  ats_analysis: {
    extracted_keywords: [
      'SQL',
      'Microsoft Excel',
      'Python',
      'Tableau',
      'Statistics',
      'Git',
      'Jira',
      'Looker',
      'Ninth',
    ],
    matched_keywords: ['SQL', 'Microsoft Excel'],
    missing_keywords: ['Python', 'Tableau'],
    soft_skills: [
      { skill: 'Communication', evidence: 'Presented findings to 3 teams' },
      { skill: 'Initiative', evidence: null },
    ],
  },
};

/**
 * The fake server's ATS check: a keyword counts when the resume's text has it, and the score is
 * the share of keywords found, so an edit visibly moves it.
 */
export function fakeAtsCheck(body: string) {
  const { resume_data: resume } = JSON.parse(body) as { resume_data: ResumeData };
  const text = JSON.stringify(resume).toLowerCase();
  const keywords = generated.ats_analysis.extracted_keywords;
  const matched = keywords.filter((k) => text.includes(k.toLowerCase()));
  return {
    ats_validation: {
      ats_score: Math.round((100 * matched.length) / keywords.length),
      checks: [],
    },
    ats_analysis: {
      extracted_keywords: keywords,
      matched_keywords: matched,
      missing_keywords: keywords.filter((k) => !matched.includes(k)),
    },
  };
}
