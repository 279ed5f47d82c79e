import type { ScoreResults } from '@resumerank/contract/scoring';

/** A parsed resume with only a name: the report tests read the measures, not these fields. */
export const parsedWithNameOnly: ScoreResults['parsed'] = {
  name: 'Ada',
  email: null,
  phone: null,
  location: null,
  links: [],
  sections: [],
  experience: [],
  education: [],
};

/** Everything the engine reads today: contact, roles of two kinds, education, skills, headings. */
export const parsedFull: ScoreResults['parsed'] = {
  name: 'Casey Morgan',
  email: 'casey.morgan@example.com',
  phone: '(617) 555-0123',
  location: 'Boston, MA',
  links: ['linkedin.com/in/caseymorgan', 'github.com/casey'],
  sections: ['SUMMARY', 'EXPERIENCE', 'VOLUNTEERING', 'EDUCATION', 'SKILLS'],
  experience: [
    {
      title: 'Data Analyst',
      company: 'Harbor Retail',
      duration: 'Mar 2022 – Present',
      bullets: [
        'Built Tableau dashboards used by 60 store managers',
        'Responsible for data cleaning',
        'Automated 12 SQL reports in Python',
        'Cut weekly reporting time by 70%',
      ],
      location: 'Boston, MA',
      start: 'Mar 2022',
      end: '',
      current: true,
      kind: 'work',
      source: { page: 1, line: 6 },
    },
    {
      title: 'Treasurer',
      company: 'Food Bank of Boston',
      duration: '2019 – 2021',
      bullets: ['Kept the books for a $40,000 budget'],
      location: '',
      start: '2019',
      end: '2021',
      current: false,
      kind: 'volunteer',
      source: null,
    },
    {
      title: 'Junior Analyst',
      company: 'Beacon Foods',
      duration: 'Jun 2020 – Feb 2022',
      bullets: ['Analyzed promotions for 40 products'],
      location: 'Cambridge, MA',
      start: 'Jun 2020',
      end: 'Feb 2022',
      current: false,
      kind: 'work',
      source: { page: 1, line: 11 },
    },
  ],
  education: ['B.A. Economics, Boston University, 2020'],
  skills: ['SQL', 'Python', 'Tableau'],
  unsure: [],
};

/** A result stored before roles had kind, dates, location and source, and before skills and unsure. */
export const parsedFromOlderEngine: ScoreResults['parsed'] = {
  name: 'Casey Morgan',
  email: 'casey.morgan@example.com',
  phone: null,
  location: null,
  links: [],
  sections: ['EXPERIENCE', 'EDUCATION'],
  experience: [
    {
      title: 'Data Analyst',
      company: 'Harbor Retail',
      duration: 'Mar 2022 – Present',
      bullets: ['Built Tableau dashboards used by 60 store managers', 'Automated 12 SQL reports'],
    },
  ],
  education: ['B.A. Economics, Boston University, 2020'],
};
