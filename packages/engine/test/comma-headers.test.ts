import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { headerFields } from '../src/parse/experience/header-fields';
import { headingKind } from '../src/parse/classify-heading';
import { pdfOf, withBullets, type LineSpec } from './fixtures/pdf-lines';

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
/** The same, lines opening '• ' read as list items. */
const rolesOfItems = (specs: LineSpec[]) =>
  parseResume(withBullets(pdfOf([...PERSON, ...specs]))).experience.map((e) => [
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

describe("a title that opens with another section's word, in a work section", () => {
  it('heads its role under its dated employer line (flat), not a section of projects', () => {
    expect(
      rolesOfItems([
        ['Kestrel Soft | 2018-02 —', 7],
        ['CEO', 8],
        ['Ran the company and its schedule.', 8],
        ['Highlights', 8],
        ['• Won the hacker house award with three products', 8],
        ['Harrier, Best of the Best 6th, NORTA | 2017-09 — 2017-12', 7],
        ['Project Leader', 8],
        ['Led a team hunting flaws in smart home hubs.', 8],
        ['Highlights', 8],
        ['• Spoke on hub hacking at a national conference', 8],
        ['Gannet | 2016-12 — 2018-01', 7],
        ['CDO', 8],
        ['Built the apps of a wearable device.', 8],
      ]),
    ).toEqual([
      ['CEO', 'Kestrel Soft', '2018-02'],
      ['Project Leader', 'Harrier, Best of the Best 6th, NORTA', '2017-09'],
      ['CDO', 'Gannet', '2016-12'],
    ]);
  });

  it('heads its role over its employer and dates (even), and press links with a year are no roles', () => {
    expect(
      rolesOf([
        ['CEO', 10.9, true, true],
        ['Kestrel Soft', 7, true],
        ['Feb 2018 – Present', 7],
        ['Ran the company and its schedule.', 7],
        ['Project Leader', 10.9, true, true],
        ['Harrier, Best of the Best 6th, NORTA', 7, true],
        ['Sep 2017 – Dec 2017', 7],
        ['Led a team hunting flaws in smart home hubs.', 7],
        ['Hub Hacking in the Real World - 2017 - https://example.org/talks/hub-hacking', 7],
        ['CDO', 10.9, true, true],
        ['Gannet', 7, true],
        ['Dec 2016 – Jan 2018', 7],
        ['Built the apps of a wearable device.', 7],
        ['Wearable Cleaner - MWC Barcelona 2017 - https://example.org/news/wearable', 7],
      ]),
    ).toEqual([
      ['CEO', 'Kestrel Soft', 'Feb 2018'],
      ['Project Leader', 'Harrier, Best of the Best 6th, NORTA', 'Sep 2017'],
      ['CDO', 'Gannet', 'Dec 2016'],
    ]);
  });
});

describe('a title and employer line that ran onto a second line after a word that cannot end it', () => {
  it('reads the title and the whole employer, the title opening with a word also a verb', () => {
    expect(
      rolesOf([
        [
          'Associate Professor, College of Physics and Information Engineering, Harbour University',
          12,
          false,
          true,
        ],
        ['Aug, 2025 - Present', 10],
        [
          'Postdoctoral researcher, 3D Vision and Computational Photography Lab, Department of',
          12,
          false,
          true,
        ],
        ['Automation, Northfield University', 12],
        ['Jul, 2023 - Jul, 2025 2 years', 10],
        [
          'Graduate Teaching Assistant — CS 3600: Artificial Intelligence, Westbrook Institute of',
          12,
          false,
          true,
        ],
        ['Technology', 12],
        ['Aug, 2021 - May, 2023 1 year', 10],
        ['Teaching assistant for the undergraduate AI course.', 12],
      ]),
    ).toEqual([
      [
        'Associate Professor',
        'College of Physics and Information Engineering, Harbour University',
        'Aug, 2025',
      ],
      [
        'Postdoctoral researcher',
        '3D Vision and Computational Photography Lab, Department of Automation, Northfield University',
        'Jul, 2023',
      ],
      [
        'Graduate Teaching Assistant',
        'CS 3600: Artificial Intelligence, Westbrook Institute of Technology',
        'Aug, 2021',
      ],
    ]);
  });
});

describe("a title and employer line that ends in an abbreviation's dot inside a bracket", () => {
  it("reads 'MBTA (Technology Innovation Dept.)' as the employer, not a sentence", () => {
    expect(
      rolesOf([
        [
          'Sr Software Engineer (contract), Harbour Transit (Technology Innovation Dept.)',
          12,
          false,
          true,
        ],
        ['Jun, 2023 - Aug, 2024 1 year 1 month', 10],
        ['Worked on the fares apps and services.', 12],
        ['Software Engineer, Northwind', 12, false, true],
        ['Jan, 2020 - May, 2023 3 years', 10],
        ['Built the billing service.', 12],
      ]),
    ).toEqual([
      [
        'Sr Software Engineer (contract)',
        'Harbour Transit (Technology Innovation Dept.)',
        'Jun, 2023',
      ],
      ['Software Engineer', 'Northwind', 'Jan, 2020'],
    ]);
  });
});

describe("a line of a role's text caught over the next role's title and employer line", () => {
  it('goes back to the role above, where every other role is headed by one line over its dates', () => {
    expect(
      rolesOf([
        ['Senior Full-Stack Developer, Teravale Technologies', 12, false, true],
        ['May, 2017 - Present', 10],
        ['Built the booking platform.', 12],
        ['Junior Web Developer, Wicket', 12, false, true],
        ['Oct, 2015 - Aug, 2016 10 months', 10],
        ['Creation of web pages for clients.', 12],
        ['Intern, Wicket', 12, false, true],
        ['Jun, 2015 - Oct, 2015 4 months', 10],
        ['Creation of layouts using Sass, Bootstrap and jQuery', 12],
        ['Web Developer, Freelance', 12],
        ['Oct, 2014 - Present', 10],
        ['Creation of several web pages and single-page apps.', 12],
      ]),
    ).toEqual([
      ['Senior Full-Stack Developer', 'Teravale Technologies', 'May, 2017'],
      ['Junior Web Developer', 'Wicket', 'Oct, 2015'],
      ['Intern', 'Wicket', 'Jun, 2015'],
      ['Web Developer', 'Freelance', 'Oct, 2014'],
    ]);
  });
});

describe("the employer's website between its dated line and the title below (flat theme)", () => {
  it('keeps each title with the dated line above it, not the next role', () => {
    expect(
      rolesOf([
        ['Docreader.ai | 2019-09-04 —', 10.5],
        ['https://www.docreader.example', 12],
        ['AI Engineer', 12],
        ['Helping machines read documents.', 12],
        ['Halcyon Technologies | 2018-08-29 — 2019-08-29', 10.5],
        ['https://www.halcyon.example', 12],
        ['Lead Engineer', 12],
        ['Hexmont Systems | 2015-06-23 — 2018-08-19', 10.5],
        ['https://www.hexmont.example', 12],
        ['Software Engineer', 12],
        ['Started my first job as a developer.', 12],
      ]),
    ).toEqual([
      ['AI Engineer', 'Docreader.ai', '2019-09-04'],
      ['Lead Engineer', 'Halcyon Technologies', '2018-08-29'],
      ['Software Engineer', 'Hexmont Systems', '2015-06-23'],
    ]);
  });
});
