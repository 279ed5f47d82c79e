import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';

// Role headers as the 'even' theme prints them (issue #23, scale corpus): the title large and
// bold, the employer with a note on it after a dot, the dates, the place. Made-up people.
const NAME: LineSpec[] = [
  ['Rosa Lindqvist', 32],
  ['rosa.lindqvist@example.com'],
  ['Work', 20.5, false, true],
];

const rolesOf = (lines: LineSpec[]) =>
  parseResume(pdfOf([...NAME, ...lines])).experience.map((e) => [
    e.title,
    e.company,
    e.startDate,
    e.endDate,
    e.location,
  ]);

/** A role as 'even' prints it: the title large and bold after a gap, the employer (bold where
 * `bold`), the dates, the place when given, and a line of its text. */
const role = (
  title: string,
  employer: string,
  dates: string,
  place: string,
  text: string,
  bold = false,
): LineSpec[] => [
  [title, 16.4, true, true],
  [employer, 10.5, bold],
  [dates],
  ...(place ? [[place] as LineSpec] : []),
  [text],
];

describe('even: a title run onto a second line in its type', () => {
  it('heads its role whole, not a section', () => {
    const roles = rolesOf([
      ['Adjunct Instructor & Research Associate (Pro', 16.4, true, true],
      ['Bono)', 16.4, true],
      ['Bayou State University', 10.5, true],
      ['Dec 2016 – Present'],
      ['New Orleans, LA / Remote'],
      ['I teach upper level courses in computer science and help build the curriculum.'],
      ['Research Affiliate', 16.4, true, true],
      ['Northfield University', 10.5, true],
      ['Sep 2014 – Jun 2019'],
      ['College Park, MD'],
      ['Studied the spread of open data in city halls across the state.'],
      ['Cloud-Native Tech Lead (previously Cloud', 16.4, true, true],
      ['Software Engineer)', 16.4, true],
      ['Hazelnut Data', 10.5, true],
      ['Mar 2018 – Sep 2021'],
      ['Remote'],
      ['Built the cloud integrations.'],
    ]);
    expect(roles).toEqual([
      [
        'Adjunct Instructor & Research Associate (Pro Bono)',
        'Bayou State University',
        'Dec 2016',
        'Present',
        'New Orleans, LA / Remote',
      ],
      ['Research Affiliate', 'Northfield University', 'Sep 2014', 'Jun 2019', 'College Park, MD'],
      [
        'Cloud-Native Tech Lead (previously Cloud Software Engineer)',
        'Hazelnut Data',
        'Mar 2018',
        'Sep 2021',
        'Remote',
      ],
    ]);
  });
});

describe('even: an employer with a note on it', () => {
  it('is named first; the note says what it is, and may end in a full stop', () => {
    const roles = rolesOf([
      ...role(
        'Senior Software Engineer (Payments Team)',
        'Coralpay · Brazilian Global Fintech Bank',
        'Dec 2024 – Sep 2025',
        'Remote and Mexico City',
        'Built the card settlement service.',
      ),
      ...role(
        'Lead Software Engineer',
        'Vortel Telecom · A telecom and telecom related software company.',
        'Aug 2014 – Mar 2017',
        'Mexico City, MX',
        'Led the team that built the prepaid conference service.',
      ),
      ...role(
        'Founder, Software Engineer',
        'mindlane · An IT and Software Consulting Company',
        'Sep 2009 – May 2014',
        'Mexico City, MX',
        'Founded the company and wrote its first products.',
      ),
    ]);
    expect(roles).toEqual([
      [
        'Senior Software Engineer (Payments Team)',
        'Coralpay',
        'Dec 2024',
        'Sep 2025',
        'Remote and Mexico City',
      ],
      ['Lead Software Engineer', 'Vortel Telecom', 'Aug 2014', 'Mar 2017', 'Mexico City, MX'],
      ['Founder, Software Engineer', 'mindlane', 'Sep 2009', 'May 2014', 'Mexico City, MX'],
    ]);
  });
});

describe("even: an employer's name over the roles held there", () => {
  it('is no section heading, and is the employer of each of them', () => {
    const roles = rolesOf([
      ...role(
        'Django Developer',
        'Shoplytic · E-commerce Inventory',
        'Jun 2018 – Sep 2018',
        'Remote',
        'Built the stock alerts.',
      ),
      ...role(
        'Data Engineer',
        'Quillon · Small Business Lending',
        'Feb 2020 – Apr 2022',
        'Remote',
        'Kept the loan ledger.',
      ),
      ['Banco Meridia', 16.4, true, true],
      ['Mexican Fintech Bank'],
      ['Senior Engineering Manager (Integration)', 13.1],
      ['Dec 2023 – Mar 2024'],
      ['Remote'],
      ['Led backend and integration engineering.'],
      ['Engineering Manager, Tech Lead', 13.1, false, true],
      ['May 2022 – Dec 2023'],
      ['Remote'],
      ['Ran the platform team.'],
    ]);
    expect(roles.map(([title, company, start]) => [title, company, start])).toEqual([
      ['Django Developer', 'Shoplytic', 'Jun 2018'],
      ['Data Engineer', 'Quillon', 'Feb 2020'],
      ['Senior Engineering Manager (Integration)', 'Banco Meridia', 'Dec 2023'],
      ['Engineering Manager, Tech Lead', 'Banco Meridia', 'May 2022'],
    ]);
  });
});

describe("even: the section's own layout of title and employer", () => {
  const held = (title: string, company: string, dates: string) =>
    role(title, company, dates, 'Washington, DC', 'Ran the work of the team.', true);

  it("reads a role as the others are read, though its employer's name holds a title's words", () => {
    const roles = rolesOf([
      ...held('Staff Software Engineer', 'Screencastify', 'Jan 2022 – Jun 2023'),
      ...held('Research Affiliate', 'Northfield University', 'Sep 2014 – Jun 2019'),
      ...held(
        'IT Project Manager (Application Software)',
        'Executive Office of the President',
        'Apr 2012 – Aug 2016',
      ),
    ]);
    expect(roles.map(([title, company]) => [title, company])).toEqual([
      ['Staff Software Engineer', 'Screencastify'],
      ['Research Affiliate', 'Northfield University'],
      ['IT Project Manager (Application Software)', 'Executive Office of the President'],
    ]);
  });

  it("keeps a title's own dash, the employer on the line set as employers are", () => {
    const roles = rolesOf([
      ...held('Transportation Specialist', 'Amazon', 'Aug 2024 – Present'),
      ...held('Teaching Assistant', 'Northfield University', 'Dec 2023 – Apr 2024'),
      ...held('Super Coordinator — Student Relations', 'Margazhi — IITM', 'Nov 2023 – Mar 2024'),
    ]);
    expect(roles[2]!.slice(0, 2)).toEqual([
      'Super Coordinator — Student Relations',
      'Margazhi — IITM',
    ]);
  });
});

describe('even: lines of a role that look like headings', () => {
  it("reads a role's labelled line in French and a career break as the role's", () => {
    const roles = rolesOf([
      ['Développeur PHP/Symfony', 16.4, true, true],
      ['Tiime', 10.5, true],
      ['Dec 2022 – Present'],
      ['Renfort de l’équipe technique'],
      ['Technologies utilisées : PHP, Symfony, PostgreSQL'],
      ['Career break', 16.4, true, true],
      ['Jan 2024'],
      ['Twelve months of travel'],
      ['Lead Développeur PHP/Symfony', 16.4, true, true],
      ['Silae', 10.5, true],
      ['Jun 2022 – Dec 2022'],
      ['Migration Symfony 4 vers version supérieure'],
    ]);
    expect(roles.map(([title, , start]) => [title, start])).toEqual([
      ['Développeur PHP/Symfony', 'Dec 2022'],
      ['Career break', 'Jan 2024'],
      ['Lead Développeur PHP/Symfony', 'Jun 2022'],
    ]);
  });
});

/** Two roles printed as 'even' prints them, each with a line of its text. */
const TWO_ROLES: LineSpec[] = [
  ...role(
    'Staff Software Engineer',
    'Screencastify',
    'Jan 2022 – Jun 2023',
    '',
    'Built the video editor.',
    true,
  ),
  ...role(
    'Research Affiliate',
    'Northfield University',
    'Sep 2014 – Jun 2019',
    '',
    'Studied open data in city halls.',
    true,
  ),
];

describe('even: a line set as the titles, with no dates under it', () => {
  it("is not taken into the role above as that role's text", () => {
    const doc = pdfOf([
      ...NAME,
      ...TWO_ROLES,
      ['The Fedora Project', 16.4, true, true],
      ['Maintain and test packages in the EPEL branches.'],
      ['Advocate for upstream-first workflows across the project.'],
    ]);
    const last = parseResume(doc).experience.at(-1)!;
    expect(last.title).toBe('Research Affiliate');
    expect(last.bullets).toEqual(['Studied open data in city halls.']);
  });
});

describe('even: a long title in the larger type of the roles under an employer', () => {
  it('is read whole where it ran onto the next line', () => {
    const roles = rolesOf([
      ...TWO_ROLES,
      ['Harbour Institute of Mental Health', 16.4, true, true],
      ['Senior Resident and Clinical Post-Doctoral Fellow in Centre for', 13.1],
      ['Addiction Medicine', 13.1],
      ['Jan 2014 – Jan 2015'],
      ['Assistant Professor of Psychiatry', 13.1, false, true],
      ['Jan 2015 – Jan 2019'],
    ]);
    expect(roles.slice(2).map(([title, company]) => [title, company])).toEqual([
      [
        'Senior Resident and Clinical Post-Doctoral Fellow in Centre for Addiction Medicine',
        'Harbour Institute of Mental Health',
      ],
      ['Assistant Professor of Psychiatry', 'Harbour Institute of Mental Health'],
    ]);
  });
});

describe("even: the section's first employer over the roles held there", () => {
  it('heads each role, past a description run over lines', () => {
    const roles = rolesOf([
      ['Harbour Keel Group', 16.4, true],
      ['Major life insurance brokerage specializing in structuring and administration of'],
      ['private placement policies for families and their advisers across the region and'],
      ['beyond.'],
      ['Associate Director', 13.1],
      ['Jan 2024 – Present'],
      ['New York City, NY'],
      ['Led the largest cases of the firm.'],
      ['Lead Associate', 13.1, false, true],
      ['Jan 2022 – Dec 2023'],
      ['New York City, NY'],
      ['Built the pricing engine.'],
      ...role(
        'Research Assistant',
        'Northfield University',
        'Jan 2011 – Sep 2015',
        '',
        'Coded the survey data.',
        true,
      ),
      ...role(
        'Software Engineer & Dev. Ops. Intern',
        'ti&m AG, Zurich, Switzerland',
        'Jul 2009 – Sep 2010',
        '',
        'Set up the server automation.',
        true,
      ),
    ]);
    expect(roles.map(([title, company]) => [title, company])).toEqual([
      ['Associate Director', 'Harbour Keel Group'],
      ['Lead Associate', 'Harbour Keel Group'],
      ['Research Assistant', 'Northfield University'],
      ['Software Engineer & Dev. Ops. Intern', 'ti&m AG'],
    ]);
  });
});

describe('even: a short line of text under the dates of a role held at an employer named above', () => {
  it('opens the role’s text and is no employer, where the other roles end their header at the dates', () => {
    const roles = rolesOf([
      ['Larkspur Digital', 16.4, true, true],
      ['Senior Full-Stack Developer', 13.1],
      ['May 2017 – Present'],
      ['Built web applications with React, Redux and Express for retail clients across three'],
      ['countries.'],
      ['Mid-level Full-Stack Developer', 13.1, false, true],
      ['Aug 2016 – Apr 2017'],
      ['Creation of web applications with React, Fabric, Raphael, AngularJS'],
      ['1.x, Express and PostgreSQL.'],
      ['Wrote a seat map editor on canvas.'],
      ['Tinder Row Studio', 16.4, true, true],
      ['Junior Web Developer', 13.1],
      ['Oct 2015 – Aug 2016'],
      ['Made page layouts with Sass, PostCSS and Bootstrap for twelve client sites in a'],
      ['year.'],
      ['Intern', 13.1, false, true],
      ['Jun 2015 – Oct 2015'],
      ['Tested the booking forms of the studio’s clients and wrote the bug reports for'],
      ['them.'],
    ]);
    expect(roles.map(([title, company, start]) => [title, company, start])).toEqual([
      ['Senior Full-Stack Developer', 'Larkspur Digital', 'May 2017'],
      ['Mid-level Full-Stack Developer', 'Larkspur Digital', 'Aug 2016'],
      ['Junior Web Developer', 'Tinder Row Studio', 'Oct 2015'],
      ['Intern', 'Tinder Row Studio', 'Jun 2015'],
    ]);
  });
});

describe('even: an employer with a note that runs over lines', () => {
  it('keeps the employer in the header and reads the note as the role’s text, under the dates', () => {
    const doc = pdfOf([
      ...NAME,
      ['Senior Software Engineer', 16.4, true, true],
      ['Fjordline', 10.5, true],
      ['Jun 2023 – Present'],
      ['Oslo, Norway'],
      ['Built the route planner.'],
      ['Lead Software Engineer', 16.4, true, true],
      [
        'Northwind Grocers · Northwind Grocers is the largest grocer in the region, with sales over',
      ],
      ['$4 billion. Northwind Grocers also runs a delivery service that reaches most of the'],
      ['Norwegian towns.'],
      ['Dec 2021 – Sep 2022'],
      ['Bergen, Norway'],
      ['Designed the stock service.'],
      ['Software Engineer', 16.4, true, true],
      ['Tidewater Telecom'],
      ['Jan 2019 – Dec 2021'],
      ['Trondheim, Norway'],
      ['Kept the billing system running.'],
    ]);
    const roles = parseResume(doc).experience;
    expect(roles.map((e) => [e.title, e.company, e.startDate, e.endDate, e.location])).toEqual([
      ['Senior Software Engineer', 'Fjordline', 'Jun 2023', 'Present', 'Oslo, Norway'],
      ['Lead Software Engineer', 'Northwind Grocers', 'Dec 2021', 'Sep 2022', 'Bergen, Norway'],
      ['Software Engineer', 'Tidewater Telecom', 'Jan 2019', 'Dec 2021', 'Trondheim, Norway'],
    ]);
    expect(roles[1]!.bullets.join(' ')).toContain('Designed the stock service.');
    expect(roles[1]!.bullets.join(' ')).toContain(
      'largest grocer in the region, with sales over $4 billion.',
    );
  });
});

describe("even: a role's text whose last word wrapped alone onto a line", () => {
  it('is no section, though the word names one (Research.)', () => {
    const roles = rolesOf([
      ['Field Technician', 16.4, true, true],
      ['CORVEL', 10.5, true],
      ['Kept the wind tunnels and their sensors running for the Institute for Applied Fluid'],
      ['Research.'],
      ['Sensor calibration'],
      ['Lab Supervisor', 16.4, true, true],
      ['Brightwater', 10.5, true],
      ['Ran the materials lab for a team of twelve.'],
    ]);
    expect(roles.map((r) => r.slice(0, 2))).toEqual([
      ['Field Technician', 'CORVEL'],
      ['Lab Supervisor', 'Brightwater'],
    ]);
  });
});

describe("even: a line of a role's list that opens with a heading's word", () => {
  const section: LineSpec[] = [
    ...role(
      'Support Coordinator',
      'Quillon®',
      'May 2021 – Feb 2024',
      '',
      'Supported the IT team.',
      true,
    ),
    ['Training and document management (SharePoint)'],
    ...role(
      'Technical Writer',
      'FORESTAL®',
      'May 2018 – May 2021',
      '',
      'Documented contracts.',
      true,
    ),
    ...role('Systems Analyst', 'Vantel®', 'Sep 2016 – Mar 2018', '', 'Kept legacy systems.', true),
    ...role('Consultant', 'Tillwise®', 'Jan 2015 – Jun 2016', '', 'Trained clients.', true),
    [`SLA & Software Development`, 16.4, true, true],
    ['NOMIQi®', 10.5, true],
    ['Dec 2013 – Oct 2014'],
    ['Level 3 SLA for the payroll system, resolving database errors, with tickets tracked.'],
    ['Level 3 SLA support'],
  ];

  it('leaves the section open, and the employers in capitals are employers still', () => {
    expect(rolesOf(section).map((r) => r.slice(0, 2))).toEqual([
      ['Support Coordinator', 'Quillon®'],
      ['Technical Writer', 'FORESTAL®'],
      ['Systems Analyst', 'Vantel®'],
      ['Consultant', 'Tillwise®'],
      ['SLA & Software Development', 'NOMIQi®'],
    ]);
  });
});

describe('even: a brand written in lowercase with its group in brackets', () => {
  it('is the employer over its note, not the tail of the role above', () => {
    const roles = rolesOf([
      ['Head of Platform', 16.4, true, true],
      ['Northwind (Groupe Tailspin) · Northwind runs the freight marketplace of the group and its'],
      ['partners across Europe.'],
      ['Sep 2020 – Aug 2022'],
      ['Paris, France'],
      ['Ran a team of six and the production systems.'],
      ['Architecture Hexagonale ...'],
      ['CTO consultant', 16.4, true, true],
      ['qnBirds (Groupe Air Contoso) · qnBirds is a startup of the group Air'],
      ['Contoso selling document software to pilots and airlines across the world.'],
      ['Jun 2017 – Jun 2019'],
      ['Paris, France'],
      ['Ran a team of five and the product.'],
    ]);
    expect(roles.map((r) => r.slice(0, 2))).toEqual([
      ['Head of Platform', 'Northwind (Groupe Tailspin)'],
      ['CTO consultant', 'qnBirds (Groupe Air Contoso)'],
    ]);
  });
});

describe("even: the section's layout where most titles are initials in capitals", () => {
  it('reads a role whose employer holds a title word as the others are read', () => {
    const roles = rolesOf([
      ...role('CEO', 'Kestrel Soft', 'Feb 2020 – Present', '', 'Ran the company.', true),
      ...role('CTO', 'Harrier Labs', 'Jan 2018 – Jan 2020', '', 'Ran the platform.', true),
      ...role('CIO', 'Gannet Group', 'Jan 2016 – Jan 2018', '', 'Ran the systems.', true),
      ...role('CDO', 'Osprey Data', 'Jan 2014 – Jan 2016', '', 'Ran the data team.', true),
      ...role('Project Leader', 'Merlin Works', 'Jan 2012 – Jan 2014', '', 'Ran a project.', true),
      ...role('Growth Track', 'Associate Partners', 'Jan 2010 – Jan 2012', '', 'Grew sales.', true),
    ]);
    expect(roles.map((r) => r.slice(0, 2))).toEqual([
      ['CEO', 'Kestrel Soft'],
      ['CTO', 'Harrier Labs'],
      ['CIO', 'Gannet Group'],
      ['CDO', 'Osprey Data'],
      ['Project Leader', 'Merlin Works'],
      ['Growth Track', 'Associate Partners'],
    ]);
  });
});

describe("even: a sentence of a role's text that opens with a year", () => {
  it('is the text of the role, not a role of its own', () => {
    const roles = rolesOf([
      ['Capital Two', 16.4, true, true],
      ['Software Engineering Manager', 13.1],
      ['Jan 2021 – Present'],
      ['Plano, Texas, United States'],
      ['In 2022, I returned to lead our Digital Auto Retailing Platform,'],
      ['Showroom, with a team of 8 stellar engineers!'],
      ['Mentoring and leading 8 engineers in their careers'],
      ['Principal Software Engineer', 13.1],
      ['Jun 2020 – Jan 2021'],
      ['Plano, Texas, United States'],
      ['Designed and built the sign-in and profile systems'],
      ['Crestline', 16.4, true, true],
      ['Senior Consultant', 13.1],
      ['Oct 2017 – Jun 2020'],
      ['Dallas, Texas'],
      ['Led the delivery of client platforms'],
      ['Consultant', 13.1],
      ['Aug 2015 – Sep 2017'],
      ['Dallas, Texas'],
      ['Built client apps'],
    ]);
    expect(roles.map((r) => r.slice(0, 3))).toEqual([
      ['Software Engineering Manager', 'Capital Two', 'Jan 2021'],
      ['Principal Software Engineer', 'Capital Two', 'Jun 2020'],
      ['Senior Consultant', 'Crestline', 'Oct 2017'],
      ['Consultant', 'Crestline', 'Aug 2015'],
    ]);
  });
});
