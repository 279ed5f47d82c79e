import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { findDateRange } from '../src/parse/find-dates';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';

// A role's header as a stack of lines in the type of JSON Resume themes' PDFs: a large bold
// title over its employer (`even`), the employer over its dates and the title under them
// (`kendall`), lines that ran onto a second line (issue #23). Made-up people and employers.

/** The person's lines over a heading of work: `size` for the contact line. */
const top = (heading: LineSpec, size?: number): LineSpec[] => [
  ['Ines Varga', 28, true],
  ['ines.varga@example.com', size],
  heading,
];
const EVEN_TOP = top(['Work', 20.5]);
const KENDALL_TOP = top(['WORK EXPERIENCE', 17.1, true, true], 11.4);

/** Each role read from the page as [title, company, start]. */
const rolesIn = (specs: LineSpec[]) =>
  parseResume(pdfOf(specs)).experience.map((e) => [e.title, e.company, e.startDate]);
describe('a title over its employer in bold, the employer on a line of its own', () => {
  it("keeps the title's team after a dash, and an employer in lowercase", () => {
    expect(
      parseResume(
        pdfOf([
          ...EVEN_TOP,
          ['Software Engineer - Internal Tools', 16.4, true],
          ['Harbourforce', 10.5, true],
          ['May 2014 – May 2016'],
          ['Palo Alto, CA'],
          ['Created internal tools that supported the productivity of other employees.'],
          ['Software Development Intern', 16.4, true, true],
          ['backstitch', 10.5, true],
          ['May 2013 – Aug 2013'],
          ['Detroit, MI'],
          ['Full stack web development, focusing on Rails.'],
        ]),
      ).experience.map((e) => [e.title, e.company, e.location]),
    ).toEqual([
      ['Software Engineer - Internal Tools', 'Harbourforce', 'Palo Alto, CA'],
      ['Software Development Intern', 'backstitch', 'Detroit, MI'],
    ]);
  });
});

describe('employers whose first word is also a verb, in a stack of header lines', () => {
  it('reads names with a legal form, bold names in capitals and names in camel case', () => {
    const stack = (title: string, employer: string, dates: string, gap = true): LineSpec[] => [
      [title, 16.4, true, gap],
      [employer, 10.5, true],
      [dates],
      ['Las Vegas, Nevada Area'],
    ];
    expect(
      parseResume(
        pdfOf([
          ...EVEN_TOP,
          ...stack('Co-founder', 'Make Time Together Ltd', 'Mar 2025 – Present', false),
          ['Co-founded an investment company focused on small business finance.'],
          ...stack('Software Engineer', 'ConfigureID (now Kestrel)', 'Feb 2018 – Feb 2021'),
          ['Ecommerce product customization and 2D/3D visualization — precursor to the'],
          ['Kestrel role.'],
          ...stack(
            'Manager of Operations',
            'Complete Communication Services',
            'Apr 2006 – Aug 2012',
          ),
          ['Managed the inbound call center.'],
          ...stack('Sr. Web Developer', 'Fernleaf Guru Inc', 'Mar 2004 – Sep 2005'),
          ['Built the booking pages.'],
        ]),
      ).experience.map((e) => [e.title, e.company, e.location]),
    ).toEqual([
      ['Co-founder', 'Make Time Together Ltd', 'Las Vegas, Nevada Area'],
      ['Software Engineer', 'ConfigureID (now Kestrel)', 'Las Vegas, Nevada Area'],
      ['Manager of Operations', 'Complete Communication Services', 'Las Vegas, Nevada Area'],
      ['Sr. Web Developer', 'Fernleaf Guru Inc', 'Las Vegas, Nevada Area'],
    ]);
  });
});

describe('more stacks of a large title over its employer (even theme)', () => {
  const read = (specs: LineSpec[]) => rolesIn([...EVEN_TOP, ...specs]);

  it('finishes an employer that ran onto a second bold line, and passes over an award with its year', () => {
    expect(
      read([
        ['Scientific Research Staff', 16.4, true],
        ['University of Freiburg, Autonomous Intelligent Systems Lab', 10.5, true],
        ['Oct 2021 – Dec 2024'],
        ['Research on open-vocabulary mapping and robot learning for manipulation and planning'],
        ['Best Paper Award at ICRA 2024'],
        ['Student Research Assistant', 16.4, true],
        ['Kestrel University of Munich, Munich Institute of Robotics and Machine', 10.5, true],
        ['Intelligence (MIRMI)', 10.5, true],
        ['Apr 2020 – Sep 2020'],
        ['Develop control interface for applying reinforcement learning algorithms both in'],
        ['simulation and on a real robot arm'],
        ['Research Assistant', 16.4, true],
        ['Institute of Computing Technology, Chinese Academy of Sciences', 10.5, true],
        ['Jul 2019 – Sep 2019'],
      ]),
    ).toEqual([
      [
        'Scientific Research Staff',
        'University of Freiburg, Autonomous Intelligent Systems Lab',
        'Oct 2021',
      ],
      [
        'Student Research Assistant',
        'Kestrel University of Munich, Munich Institute of Robotics and Machine Intelligence (MIRMI)',
        'Apr 2020',
      ],
      [
        'Research Assistant',
        'Institute of Computing Technology, Chinese Academy of Sciences',
        'Jul 2019',
      ],
    ]);
  });

  it('gives every role under an employer and its place the whole name', () => {
    expect(
      read([
        ['Postmedia Outpost, Kitchener ON', 16.4, true],
        ['Frontend Lead', 13.1],
        ['Oct 2018 – Dec 2019'],
        ['Led the front end of the subscriptions app with React and Redux.'],
        ['Frontend Developer', 13.1],
        ['May 2017 – Oct 2018'],
        ['Built accessible, well-tested and fast pages.'],
      ]),
    ).toEqual([
      ['Frontend Lead', 'Postmedia Outpost, Kitchener ON', 'Oct 2018'],
      ['Frontend Developer', 'Postmedia Outpost, Kitchener ON', 'May 2017'],
    ]);
  });

  it('keeps an employer line that ran onto a second bold line, set larger than the text, as a role header', () => {
    expect(
      rolesIn([
        ...KENDALL_TOP,
        ['Kestrel University of Nuremberg, Artificial', 13.7, true, true],
        ['Intelligence and Robotics Lab', 13.7, true],
        ['February 2025 – Now', 11.4],
        ['Scientific Research Staff', 13.7, true],
        ['Research on open-vocabulary mapping and vision language action', 11.4],
        ['models', 11.4],
        ['University of Freiburg, Autonomous Intelligent', 13.7, true, true],
        ['Systems Lab', 13.7, true],
        ['October 2021 – December 2024', 11.4],
        ['Scientific Research Staff', 13.7, true],
        ['Research on open-vocabulary mapping and robot learning for', 11.4],
        ['manipulation', 11.4],
        ['EDUCATION', 17.1, true, true],
        ['Kestrel University, MSc, 2021', 11.4],
      ]),
    ).toEqual([
      [
        'Scientific Research Staff',
        'Kestrel University of Nuremberg, Artificial Intelligence and Robotics Lab',
        'February 2025',
      ],
      [
        'Scientific Research Staff',
        'University of Freiburg, Autonomous Intelligent Systems Lab',
        'October 2021',
      ],
    ]);
  });
});

describe('a headline set as large as the headings', () => {
  it('is not joined to the heading of work under it', () => {
    expect(
      rolesIn([
        ...top(['INTÉGRATRICE/ DESIGNER WEB', 17.1, true], 11.4),
        ['WORK EXPERIENCE', 17.1, true],
        ['Fernleaf Financial Group', 13.7, true],
        ['May 2017 – Present', 11.4],
        ['Member services clerk', 13.7, true],
        ['Process the files of newly retired members', 11.4],
        ['EDUCATION', 17.1, true],
        ['Kestrel College, 2014', 11.4],
      ]),
    ).toEqual([['Member services clerk', 'Fernleaf Financial Group', 'May 2017']]);
  });
});

describe('an employer over its dates and the title under them (kendall theme)', () => {
  it('finishes a title that ran onto a second line, reads a dashed title under its employer, and a cut-short present', () => {
    expect(
      parseResume(
        pdfOf([
          ...KENDALL_TOP,
          ['Hidroserv', 13.7, true, true],
          ['https://www.hidroserv.example', 11.4],
          ['2022 – Present', 11.4],
          ['Contract Administration, Business Intelligence', 13.7, true],
          ['Engineer', 13.7, true],
          ['Designed and analyzed contracts, allocated resources and monitored KPIs.', 11.4],
          ['IGT solutions', 13.7, true, true],
          ['December 2021 – pres', 11.4],
          ['Priceline - Escalations team', 13.7, true],
          ['Handled escalated cases and trained new team members.', 11.4],
          ['EDUCATION', 17.1, true, true],
          ['Kestrel College, 2014', 11.4],
        ]),
      ).experience.map((e) => [e.title, e.company, e.startDate, e.current]),
    ).toEqual([
      ['Contract Administration, Business Intelligence Engineer', 'Hidroserv', '2022', true],
      ['Priceline - Escalations team', 'IGT solutions', 'December 2021', true],
    ]);
    expect(findDateRange('2019 - Pres.')?.current).toBe(true);
    expect(findDateRange('Jan 2020 - President of the club')?.current).toBe(false);
  });
});
