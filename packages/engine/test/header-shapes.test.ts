import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { cleanLine } from '../src/read/clean-line';
import { describeEntryLine } from '../src/parse/experience/describe-entry-line';
import { parseResume } from '../src/parse-resume';
import { pdfOf } from './fixtures/pdf-lines';

const roles = rolesOfText;

describe('a title and employer set apart by a full stop', () => {
  it('reads "Title. Employer dates" as the role, under a student’s education', () => {
    const text = [
      'Nick Grant',
      'nick@example.com',
      'Education:',
      'Monroe College, New Rochelle, NY',
      'Bachelor of Science, Information Technology, expected August 2018',
      'Honors and Awards: GPA: 3.97; President’s List Fall 2014 – Present',
      'Relevant Experience:',
      'Salesforce Administrator (Volunteer). Meals-On-Wheels of New Rochelle 06/2016 - Present',
      '• Planned and ran a first Salesforce roll-out',
      'IT Tutor. Monroe College 01/2016 – 01/2017',
      '• Mentored students one to one',
    ].join('\n');
    expect(roles(text)).toEqual([
      [
        'Salesforce Administrator (Volunteer)',
        'Meals-On-Wheels of New Rochelle',
        '06/2016',
        'Present',
      ],
      ['IT Tutor', 'Monroe College', '01/2016', '01/2017'],
    ]);
  });

  it('keeps a dated sentence a sentence', () => {
    const text = [
      'Nick Grant',
      'Experience',
      'Analyst, Globex, 2019 – 2021',
      '• Cut the close by two days. Finance Team adopted it 2020',
    ].join('\n');
    expect(roles(text)).toEqual([['Analyst', 'Globex', '2019', '2021']]);
  });
});

describe('dates and employers as other resumes write them', () => {
  it('reads a place set apart by a slash after the dates, and an Indonesian legal form first', () => {
    const text = [
      'Stefan Hardy',
      'WORK EXPERIENCE',
      'IT Supervisor',
      'PT. Perusahaan Pelayaran Bersaudara',
      'July 2021 – Present / Samarinda, Indonesia',
      '• Managed the budget of the IT team',
    ].join('\n');
    const [role] = parseText(text).experience;
    expect(role).toMatchObject({
      title: 'IT Supervisor',
      company: 'PT. Perusahaan Pelayaran Bersaudara',
      location: 'Samarinda, Indonesia',
      current: true,
    });
  });

  it('reads an end left as dots as a role still held, and a ligature as its letters', () => {
    expect(
      parseText('Ola Vik\nExperience\nLead Developer, Unreal Projects, 2014 - ...').experience[0],
    ).toMatchObject({ current: true });
    expect(cleanLine('Eﬃcient problem solver').text).toBe('Efficient problem solver');
  });
});

describe('years set letter by letter', () => {
  it('joins a year typeset digit by digit, and leaves other digits apart', () => {
    expect(cleanLine('1 9 8 4 – Riverside Bakery').text).toBe('1984 – Riverside Bakery');
    expect(cleanLine(', 2 0 2 2 | Head of Counselling').text).toBe(', 2022 | Head of Counselling');
    expect(cleanLine('Call 1 9 8 6 5').text).toBe('Call 1 9 8 6 5');
  });
});

describe('employers with their city, and sections set all in list items', () => {
  it('reads a known city after the employer as its place, under the employer’s own line', () => {
    const text = [
      'Sophie Tyler',
      'Work Experience',
      'Sopra Steria, London | September 2018 – July 2021',
      'Senior Digital Ethics Consultant | March 2020 – July 2021',
      '• Co-founded the digital ethics practice',
      'Junior Strategy Consultant | September 2018 – February 2020',
      '• Ran workshops on infrastructure plans',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Senior Digital Ethics Consultant', 'Sopra Steria', 'March 2020', 'July 2021'],
      ['Junior Strategy Consultant', 'Sopra Steria', 'September 2018', 'February 2020'],
    ]);
  });

  it('reads titles and dated employer lines that are list items like the duties under them', () => {
    const text = [
      'Eli Phiri',
      'PROFESSIONAL EXPERIENCE',
      '❑ Sports Coordinator',
      '▫ DMI St. Eugene University | 2025 – Present',
      '• Lead and coordinate university sports programs',
      '❑ Assistant Coach',
      '▫ ZICO Youth FC | 2021 – 2024',
      '• Developed youth training programs',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Sports Coordinator', 'DMI St. Eugene University', '2025', 'Present'],
      ['Assistant Coach', 'ZICO Youth FC', '2021', '2024'],
    ]);
  });
});

describe('fields named by their labels', () => {
  it('reads the title and employer a form names, and leaves whom the person worked under', () => {
    const text = [
      'Toby Marsh',
      'toby@example.com',
      'EXPERIENCE',
      'University of Oregon | 1, April 2018 – Present',
      'Title: Postdoctoral Scholar | Supervisor: Prof. Ada Quill',
      '• Ran the isotope lab',
      'Dates: September 2013 - September 2014',
      'Occupation or position held: Bookkeeper, Promoter',
      'Name and address of employer: Harbor Art Bar, Skopje',
      '• Kept the accounts',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Postdoctoral Scholar', 'University of Oregon', '1, April 2018', 'Present'],
      // The label names the employer and its address: the name is the employer.
      ['Bookkeeper, Promoter', 'Harbor Art Bar', 'September 2013', 'September 2014'],
    ]);
  });
});

describe('a dash inside the title, the employer on a line of its own', () => {
  it('keeps what follows the dash in the title when the other line names the employer', () => {
    const text = [
      'Mara Sowe',
      'mara@example.com',
      'EXPERIENCE',
      'Office Assistant – Market Research',
      'Office Team, A Robert Half Company, New York, NY',
      'March 2020 - December 2020',
      '• Kept the survey spreadsheets',
      'Customer Service Associate - Price Checker October 2018 - February 2019',
      'Real Canadian Superstore, Regina, SK',
      '• Checked shelf prices',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      [
        'Office Assistant – Market Research',
        'Office Team, A Robert Half Company',
        'March 2020',
        'December 2020',
      ],
      [
        'Customer Service Associate - Price Checker',
        'Real Canadian Superstore',
        'October 2018',
        'February 2019',
      ],
    ]);
  });

  it('still reads a title and its employer set apart by a dash on one line', () => {
    const text = [
      'Mara Sowe',
      'EXPERIENCE',
      'Data Analyst – Globex Corporation',
      'Chicago, IL',
      'March 2020 - December 2020',
      '• Built the dashboards',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Data Analyst', 'Globex Corporation', 'March 2020', 'December 2020'],
    ]);
  });
});

describe('a title in the role’s text, or in a list item under its dates', () => {
  it('takes the title a role’s text opens with when its header names only the employer', () => {
    const text = [
      'Pete Shaw',
      'pete@example.com',
      'Experience',
      'Fidelity Investments | January 2018 – Present',
      'Software Engineer. Tasked with piloting new technologies for the trading desk.',
      'Volvo Group | May 2017 – August 2017',
      'Software Support Intern. Kept the shop-floor tools running in C# and VB.NET.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Software Engineer', 'Fidelity Investments', 'January 2018', 'Present'],
      ['Software Support Intern', 'Volvo Group', 'May 2017', 'August 2017'],
    ]);
    expect(parseText(text).experience[0]!.bullets.join(' ')).toMatch(/^Tasked with piloting/);
  });

  it('takes a list item naming the job and employer under a line of dates alone as the header', () => {
    const text = [
      'Leo Bianchi',
      'leo@example.com',
      'Experience',
      'January 2020 - July 2020',
      '• Research Internship - Jacques Louis Lions Laboratory | Paris, France',
      '• Supervised by Mario Sigalotti.',
      'We studied a density problem in geometric control theory.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Research Internship', 'Jacques Louis Lions Laboratory', 'January 2020', 'July 2020'],
    ]);
  });
});

describe('headings typed with a rule, a heading of jobs, lists labelled in a role', () => {
  it('reads a heading followed by a typed rule of underscores, and "Jobs", as headings of work', () => {
    expect(cleanLine('Experience ______________________').text).toBe('Experience');
    const text = [
      'Rich Mucha',
      'rich@example.com',
      'Education _____________________________',
      'Brno Technical School, 2019 - 2023',
      'Jobs',
      'Financial Advisor - ProfiFP',
      'October 2023 - February 2024',
      '• Advised clients on savings',
      'Internship - IT Support Technician - Calyx s. r. o.',
      'July-August 2019',
      '• Serviced computer equipment',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Financial Advisor', 'ProfiFP', 'October 2023', 'February 2024'],
      ['IT Support Technician', 'Calyx s. r. o.', 'July 2019', 'August 2019'],
    ]);
  });

  it('keeps a role’s "Skills Acquired" list label out of the roles', () => {
    const text = [
      'Tai Awe',
      'WORK EXPERIENCE',
      'Mathematics Instructor, Government Technical College  Nov 2016 – Sept 2017',
      '• Taught mathematics to 120 students',
      'Skills Acquired',
      '• Classroom management',
      'Sales Executive, Avenues To Wealth  June 2015 – Oct 2016',
      '• Sold 40 plans a quarter',
      'Goals Achieved',
      '• Top seller of 2016',
    ].join('\n');
    expect(rolesOfText(text).map(([title]) => title)).toEqual([
      'Mathematics Instructor',
      'Sales Executive',
    ]);
  });
});

describe('roles numbered as a list', () => {
  it('reads "1. Title at Employer | dates" lines as roles, the number no part of the title', () => {
    const text = [
      'Nuttha Tan',
      'nuttha@example.com',
      'Work Experience',
      '1. Postdoctoral Associate at Massachusetts Institute of Technology | 2023 - 2025',
      '2. Research Assistantship at Chulalongkorn University | 2018 - 2019',
      'Awards',
      'Julian Fellowship, 2019',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Postdoctoral Associate', 'Massachusetts Institute of Technology', '2023', '2025'],
      ['Research Assistantship', 'Chulalongkorn University', '2018', '2019'],
    ]);
    // As a PDF's text layer gives it: the number kept in the line, no list glyph.
    const line = describeEntryLine({
      text: '1. Postdoctoral Associate at Massachusetts Institute of Technology | 2023 - 2025',
      page: 1,
      fontSize: 10,
      emphasis: false,
      bullet: false,
    });
    expect([line.rest, line.headerish]).toEqual([
      'Postdoctoral Associate at Massachusetts Institute of Technology',
      true,
    ]);
  });
});

describe('a header whose dates follow a colon', () => {
  it('reads a long title and employer before the colon as the role', () => {
    const text = [
      'Amira Haddad',
      'amira.haddad@example.com',
      'WORK EXPERIENCE',
      'Journalist for Backbench: September 2016 - Present',
      '• Wrote articles on trade and automation.',
      'Harbour Network Student Leadership Board Member for Women’s Day: September 2018 – March 2019',
      '• Organised an event for 100 students.',
      'Personal and Business banker at Northfield Bank: March 2018 - September 2018',
      '• Opened personal and business accounts.',
    ].join('\n');
    expect(rolesOfText(text).map((r) => [r[0], r[2]])).toEqual([
      ['Journalist for Backbench', 'September 2016'],
      ['Harbour Network Student Leadership Board Member for Women’s Day', 'September 2018'],
      ['Personal and Business banker', 'March 2018'],
    ]);
  });
});

describe('a department before the title, over an employer whose legal form comes first', () => {
  it('keeps the department with the title and reads the employer under it', () => {
    const text = [
      'Dimas Pratama',
      'dimas.pratama@example.com',
      'WORK EXPERIENCE',
      'IT – Hardware Staff',
      'PT. Pelayaran Nusantara Jaya',
      'April 2019 – July 2021 / Samarinda, Indonesia',
      'Resolved hardware and network problems',
      'IT - Supervisor',
      'OOO Volga Logistic',
      'July 2021 – Present / Kazan, Russia',
      'Managed the budget and the servers',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['IT – Hardware Staff', 'PT. Pelayaran Nusantara Jaya', 'April 2019', 'July 2021'],
      ['IT - Supervisor', 'OOO Volga Logistic', 'July 2021', 'Present'],
    ]);
  });
});

describe("dates labelled 'From:'", () => {
  it('reads the label as no field of the role', () => {
    const text = [
      'Adrian Moss',
      'adrian.moss@example.com',
      'WORK EXPERIENCE',
      'Course Manager, Harbour Golf Club',
      'From: 2012 – Present',
      '• Kept the course and its staff.',
      'Co-Owner, Urban Cuts Boutique',
      'From: 2007 – 2010',
      '• Ran the store and its suppliers.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Course Manager', 'Harbour Golf Club', '2012', 'Present'],
      ['Co-Owner', 'Urban Cuts Boutique', '2007', '2010'],
    ]);
  });
});

describe('what a header says beside its fields', () => {
  it('reads a bracket beside the dates and the sum of the years as no field', () => {
    const text = [
      'Priya Raman',
      'priya.raman@example.com',
      'EMPLOYMENT HISTORY',
      'Total Year of Experience: 6 years',
      'February 2015 – September 2015 (6 month secondment from the Treasury)',
      'Executive Advisor',
      'Bureau of Statistics',
      '• Modernised the economic database.',
      'Maths Tutor, Prime Tuition Hounslow',
      '(December 2020 -)',
      '• Tutored students from year 2 to year 11.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Executive Advisor', 'Bureau of Statistics', 'February 2015', 'September 2015'],
      ['Maths Tutor', 'Prime Tuition Hounslow', 'December 2020', 'Present'],
    ]);
  });
});

describe('a dated line that opens a role, its labelled lines under it', () => {
  it('reads the employer before a region no town list knows, and the course taught as text', () => {
    const text = [
      'Imran Qureshi',
      'imran.qureshi@example.com',
      'TEACHING AND RESEARCH EXPERIENCE',
      'Aug 2021 – Present Voluntary Teaching Assistant – The Lanternworks, California, USA',
      'Course: High-Performance Computing (HPC) Level: Undergraduate',
      'Responsibilities: Helped the learners and answered their questions',
      'Jul 2016 – Dec 2019 Research Assistant – Ravi Drug Labs Company Limited, Pakistan',
      'Focus: Research and management tasks',
      'Responsibilities: Structure-based drug design',
    ].join('\n');
    const roles = parseText(text).experience;
    expect(roles.map((r) => [r.title, r.company, r.location])).toEqual([
      ['Voluntary Teaching Assistant', 'The Lanternworks', 'California, USA'],
      ['Research Assistant', 'Ravi Drug Labs Company Limited', 'Pakistan'],
    ]);
  });
});

describe('a town no list knows, beside the title', () => {
  it('stays a town before a state’s letters, or under the title with its employer above', () => {
    const text = [
      'Kainoa Akana',
      'kainoa.akana@example.com',
      'EXPERIENCE',
      'Makai Tech Support — Waipahu, HI',
      'Systems Analyst | Jun 2018 – Apr 2019',
      '• Configured the domain and the servers.',
      'Daitan',
      'Frontend Developer',
      'Aug 2013 – Nov 2017',
      'Itajubá, Brazil',
      '• Kept the contact center’s web client running.',
    ].join('\n');
    // Which of 'Makai Tech Support' and 'Systems Analyst' is the title is another question.
    const roles = parseText(text).experience;
    expect(roles.map((r) => [r.location, [r.title, r.company].sort()])).toEqual([
      ['Waipahu, HI', ['Makai Tech Support', 'Systems Analyst']],
      ['Itajubá, Brazil', ['Daitan', 'Frontend Developer']],
    ]);
  });
});

describe('an employer whose brand opens in lowercase', () => {
  it('keeps its line in the header under the department', () => {
    const doc = pdfOf([
      ['Nusrat Jahan', 18, true],
      ['nusrat.jahan@example.com'],
      ['Employment History:', 12, true],
      ['System Engineer (May 05, 2014 - May 30,2018)', 10.5, true],
      ['Telecommunication Department', 10.5, true],
      ['iSTAR Network Solutions Ltd.', 10.5, true],
      ['Maintained the network of the head office.'],
      ['Kept the servers running.'],
      ['Education', 12, true],
      ['BSc in Computer Science, 2013'],
    ]);
    const [role] = parseResume(doc).experience;
    expect(role?.company).toContain('iSTAR Network Solutions Ltd.');
    expect(role?.bullets).toEqual([
      'Maintained the network of the head office.',
      'Kept the servers running.',
    ]);
  });
});

describe('an employer in two halves tied by a dash', () => {
  it('keeps a lab and its institute, a hospital and its department, as one employer', () => {
    const text = [
      'Inés Paredes',
      'EXPERIENCE',
      'Research Intern',
      'Lumen Cell Lab – Northgate Institute · 2022',
      '• Grew cardiac cells for a transplant model',
      'IT Intern',
      'Harbourside Hospital – ICT department · 2021',
      '• Kept the ward terminals running',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Research Intern', 'Lumen Cell Lab – Northgate Institute', '2022', '2022'],
      ['IT Intern', 'Harbourside Hospital – ICT department', '2021', '2021'],
    ]);
  });
});
