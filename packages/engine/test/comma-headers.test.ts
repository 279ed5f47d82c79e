import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { headerFields } from '../src/parse/experience/header-fields';
import { headingKind } from '../src/parse/classify-heading';
import { findDateRange } from '../src/parse/find-dates';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';

// Headers that write the title and the employer on one plain line with a comma between, the
// dates in smaller type under them, as the `elegant` JSON Resume theme prints them (issue #23).
// Made-up people and employers.
const PERSON: LineSpec[] = [
  ['Ines Varga', 14, true],
  ['ines.varga@example.com', 9.6],
  ['Work Experience', 12, true],
];

const rolesOf = (specs: LineSpec[]) =>
  parseResume(pdfOf([...PERSON, ...specs])).experience.map((e) => [
    e.title,
    e.company,
    e.startDate,
  ]);

describe('a title and an employer set apart by a comma', () => {
  it("reads an employer whose name has a comma and a clause ('Q, the harbour lab')", () => {
    expect(
      rolesOf([
        ['Firmware Test Engineer, Q, the harbour lab (Tidal)', 12, false, true],
        ['Jul, 2023 - Nov, 2023 4 months', 10],
        ['Python test rigs for the prototype sensor boards, run nightly at both sites', 12],
        ['Flash memory reliability checks for the product team', 12],
        ['Operations Data Analyst, Q, the harbour lab (Tidal)', 12, false, true],
        ['Mar, 2021 - Jun, 2023 2 years 3 months', 10],
        ['Inventory database that replaced the provisioning spreadsheet', 12],
      ]),
    ).toEqual([
      ['Firmware Test Engineer', 'Q, the harbour lab (Tidal)', 'Jul, 2023'],
      ['Operations Data Analyst', 'Q, the harbour lab (Tidal)', 'Mar, 2021'],
    ]);
  });

  it('keeps titles held at once together, before or after the one that reads most like one', () => {
    expect(headerFields(['Research Intern, Team Lead, Kestrel Institute of Informatics'])).toEqual({
      title: 'Research Intern, Team Lead',
      company: 'Kestrel Institute of Informatics',
      location: '',
    });
    expect(headerFields(['Owner, Principal Consultant, Fernleaf Consulting'])).toEqual({
      title: 'Owner, Principal Consultant',
      company: 'Fernleaf Consulting',
      location: '',
    });
    // A team after the title is still no title of its own.
    expect(headerFields(['Circulation Staff, Wyndham Library, Hollins University'])).toEqual({
      title: 'Circulation Staff',
      company: 'Wyndham Library, Hollins University',
      location: '',
    });
  });

  it("reads a title whose first word is also a verb ('Research Intern, Team Lead, …')", () => {
    expect(
      rolesOf([
        ['Machine Learning Consultant, Kinsol Labs Inc.', 12, false, true],
        ['May, 2017 - Present', 10],
        ['Research Intern, Samsung Vision Centre', 12, false, true],
        ['May, 2019 - Aug, 2019 3 months', 10],
        ['Research Intern, Team Lead, Kestrel Institute of Informatics', 12, false, true],
        ['Mar, 2016 - Jun, 2016 3 months', 10],
        ['Teaching Assistant, Northgate University', 12, false, true],
        ['Sep, 2014 - Apr, 2017 2 years 7 months', 10],
      ]),
    ).toEqual([
      ['Machine Learning Consultant', 'Kinsol Labs Inc.', 'May, 2017'],
      ['Research Intern', 'Samsung Vision Centre', 'May, 2019'],
      ['Research Intern, Team Lead', 'Kestrel Institute of Informatics', 'Mar, 2016'],
      ['Teaching Assistant', 'Northgate University', 'Sep, 2014'],
    ]);
  });

  it('keeps a line that stops inside its own bracket out of the header under the dates', () => {
    expect(
      rolesOf([
        ['Director, Tern Software Foundation', 12, false, true],
        ['Jan, 2020 - Jan, 2026', 10],
        ['Co-founded and lead infrastructure for the open source rebuild of Tern Linux (Tern', 12],
        ['Linux), coordinating a global team of more than thirty volunteers.', 12],
        ['Design and operate the mirror network and the build pipelines.', 12],
      ]),
    ).toEqual([['Director', 'Tern Software Foundation', 'Jan, 2020']]);
  });

  it('reads a long line of running words under the dates as text, when the title and employer are above', () => {
    expect(
      rolesOf([
        ['Lead Developer, Daily Courier Group', 12, false, true],
        ['Sep, 2001 - Present', 10],
        ['Architecture of the freelance payments application for the whole newsroom', 12],
        ['React, TypeScript and Node.js, with end-to-end tests in Cypress', 12],
      ]),
    ).toEqual([['Lead Developer', 'Daily Courier Group', 'Sep, 2001']]);
  });
});

describe('the fields of a comma-set header', () => {
  it('takes the piece with a title word for the title, and initials for the employer', () => {
    expect(headerFields(['Switchboard Operator & Service Center, EY'])).toEqual({
      title: 'Switchboard Operator & Service Center',
      company: 'EY',
      location: '',
    });
    expect(headerFields(['RTL Design Co-op, Harbour Devices Integrated']).title).toBe(
      'RTL Design Co-op',
    );
    // A state's code is still a place.
    expect(headerFields(['Data Analyst, Kinsol Labs, Denver, CO']).location).toBe('Denver, CO');
  });

  it('keeps working for oneself as where the role was held', () => {
    expect(headerFields(['Web Designer, Freelance']).company).toBe('Freelance');
    expect(headerFields(['Web Designer', 'Full-time']).company).toBe('');
  });

  it("reads 'Volunteer, <organisation>' as a role's line, not a heading", () => {
    expect(headingKind('Volunteer, Comité de Construction Régional')).toBeNull();
    expect(headingKind('Skills, Interests')).not.toBeNull();
  });

  it("reads a title that opens with a verb's form and an employer with a person's initials", () => {
    expect(
      rolesOf([
        ['Research Assistant, Northgate University', 12, false, true],
        ['Sep, 2023 - Apr, 2024 7 months', 10],
        ['Worked on the instruction set extension for the lattice algorithms.', 12],
        ['Teaching Assistant - CS401: Computer Architecture, Northgate University', 12],
        ['Feb, 2024 - May, 2024 3 months', 10],
        ['Presented problem sessions, graded exams and held office hours.', 12],
        [
          'Academic Librarian in Preparatory Service, J.C. Fernleaf University Library',
          12,
          false,
          true,
        ],
        ['Oct, 2022 - Sep, 2024 1 year 11 months', 10],
      ]).map(([title, , start]) => [title, start]),
    ).toEqual([
      ['Research Assistant', 'Sep, 2023'],
      ['Teaching Assistant', 'Feb, 2024'],
      ['Academic Librarian in Preparatory Service', 'Oct, 2022'],
    ]);
  });
});

describe('a title over its employer in bold, the employer on a line of its own', () => {
  it("keeps the title's team after a dash, and an employer in lowercase", () => {
    expect(
      parseResume(
        pdfOf([
          ['Ines Varga', 28, true],
          ['ines.varga@example.com'],
          ['Work', 20.5],
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
          ['Ines Varga', 28, true],
          ['ines.varga@example.com'],
          ['Work', 20.5],
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

describe('the employer and its dates set apart by a bar, the title below (flat theme)', () => {
  it('reads an employer with a clause, an employer in figures, and an employer without a title', () => {
    expect(
      rolesOf([
        ['Q, the harbour lab (Tidal) | 2023-07 — 2023-11', 12],
        ['Firmware Test Engineer', 12],
        ['Python test rigs for the prototype sensor boards.', 12],
        ['540 | 2022-04-30 —', 10.5],
        ['Senior Software Developer', 12],
        ['Northgate University | 2018-07-31 — 2022-04-30', 12],
        ['Senior Web Developer', 12],
        ['Starpoint Resort Group Inc | 2015-08-31 — 2016-03-31', 12],
        ['Fernleaf Guru Inc | 2008-03-31 — 2009-09-30', 10.5],
        ['Sr. Web Developer', 12],
      ]),
    ).toEqual([
      ['Firmware Test Engineer', 'Q, the harbour lab (Tidal)', '2023-07'],
      ['Senior Software Developer', '540', '2022-04-30'],
      ['Senior Web Developer', 'Northgate University', '2018-07-31'],
      ['', 'Starpoint Resort Group Inc', '2015-08-31'],
      ['Sr. Web Developer', 'Fernleaf Guru Inc', '2008-03-31'],
    ]);
  });

  it("keeps a title line with a dash whole over its employer's line, though no word of it is a title's", () => {
    expect(headerFields(['Priceline - Escalations team', 'IGT solutions'])).toEqual({
      title: 'Priceline - Escalations team',
      company: 'IGT solutions',
      location: '',
    });
    // An employer and its office over a title: the old reading.
    expect(headerFields(['Acme Corp - Berlin Office', 'Backend']).company).toBe('Acme Corp');
  });
});

describe('more stacks of a large title over its employer (even theme)', () => {
  const read = (specs: LineSpec[]) =>
    parseResume(
      pdfOf([['Ines Varga', 28, true], ['ines.varga@example.com'], ['Work', 20.5], ...specs]),
    ).experience.map((e) => [e.title, e.company, e.startDate]);

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
      parseResume(
        pdfOf([
          ['Ines Varga', 28, true],
          ['ines.varga@example.com', 11.4],
          ['WORK EXPERIENCE', 17.1, true, true],
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
      ).experience.map((e) => [e.title, e.company, e.startDate]),
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
      parseResume(
        pdfOf([
          ['Ines Varga', 28, true],
          ['ines.varga@example.com', 11.4],
          ['INTÉGRATRICE/ DESIGNER WEB', 17.1, true],
          ['WORK EXPERIENCE', 17.1, true],
          ['Fernleaf Financial Group', 13.7, true],
          ['May 2017 – Present', 11.4],
          ['Member services clerk', 13.7, true],
          ['Process the files of newly retired members', 11.4],
          ['EDUCATION', 17.1, true],
          ['Kestrel College, 2014', 11.4],
        ]),
      ).experience.map((e) => [e.title, e.company, e.startDate]),
    ).toEqual([['Member services clerk', 'Fernleaf Financial Group', 'May 2017']]);
  });
});

describe('an employer over its dates and the title under them (kendall theme)', () => {
  it('finishes a title that ran onto a second line, reads a dashed title under its employer, and a cut-short present', () => {
    expect(
      parseResume(
        pdfOf([
          ['Ines Varga', 28, true],
          ['ines.varga@example.com', 11.4],
          ['WORK EXPERIENCE', 17.1, true, true],
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

describe('a monogram in the largest type over a name in capitals', () => {
  it('is not taken for the name', () => {
    const doc = pdfOf([
      ['IV', 52],
      ['INES VARGA', 17],
      ['ines.varga@example.com', 10],
      ['419-450-1795, NY', 10],
      ['PROFILE', 13.9, false, true],
      ['Senior developer of payment systems.', 10],
    ]);
    expect(parseResume(doc).name).toBe('INES VARGA');
  });
});

describe('a name printed twice on one line', () => {
  it('is said once', () => {
    const doc = pdfOf([
      ['Ines Varga Ines Varga', 12],
      ['ines.varga@example.com', 9.6],
      ['Work Experience', 12, true],
      ['Lead Developer, Daily Courier Group', 12, false, true],
      ['Sep, 2001 - Present', 10],
    ]);
    expect(parseResume(doc).name).toBe('Ines Varga');
  });
});

describe("a name under a page's menu", () => {
  it('is found when the lines above the first heading hold no word', () => {
    const lines = [
      ['×', false, false],
      ['About', true, false],
      ['Work Experience', true, false],
      ['Ines Varga', false, true],
      ['Data Engineer', false, true],
      ['ines.varga@example.com', false, false],
      ['Work Experience', false, true],
      ['Data Engineer, Kinsol Labs Inc.', true, false],
      ['May, 2017 - Present', false, false],
    ] as const;
    const doc = pdfOf(lines.map(([text]) => [text, 0]));
    doc.format = 'docx';
    doc.lines.forEach((l, i) => {
      l.bullet = lines[i]![1];
      l.emphasis = lines[i]![2];
      l.heading = lines[i]![2];
    });
    expect(parseResume(doc).name).toBe('Ines Varga');
  });
});
