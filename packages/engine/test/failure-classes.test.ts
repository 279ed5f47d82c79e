import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { joinSplitYears } from '../src/ocr/join-split-years';

// The failure classes of real files from outside (issue #23), each written here in our own words.
const parse = parseText;
const roles = rolesOfText;

describe('failure classes of resumes from outside', () => {
  it('reads a double-spaced job-site export, "Present" repeated on its own line', () => {
    const text = `Maria Lopez\n\nmaria.lopez@example.com\n\nWORK EXPERIENCE\n\nSenior Accountant\n\nGlobex Corporation - Austin, TX -\n\nJanuary 2018 to Present\n\nPresent\n\nPrepared monthly statements for 12 units\n\nReduced the close from 10 to 6 days\n\nStaff Accountant\n\nInitech - Dallas, TX -\n\nJune 2014 to December 2017\n\nManaged payables for 300 vendors\n\nEDUCATION\n\nBS in Accounting, 2014`;
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Senior Accountant', 'Globex Corporation', 'January 2018', 'Present'],
      ['Staff Accountant', 'Initech', 'June 2014', 'December 2017'],
    ]);
    expect(parsed.experience[0]!.bullets).toEqual([
      'Prepared monthly statements for 12 units',
      'Reduced the close from 10 to 6 days',
    ]);
  });

  it('reads one-line headers that open with the dates and a colon, and "now" as an end', () => {
    const text = `Avi Cohen\navi@example.com\n\nExperience\n2020 – now:  Backend Java developer, Initech LTD (Israel, Haifa)\n- Built payment services\nJuly 2017 – till now: QA Engineer, Umbrella Systems\n- Wrote tests`;
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Backend Java developer', 'Initech LTD', '2020', 'now'],
      ['QA Engineer', 'Umbrella Systems', 'July 2017', 'till now'],
    ]);
    expect(parsed.experience[0]!.location).toBe('Israel, Haifa');
    expect(parsed.experience.every((e) => e.current)).toBe(true);
  });

  it('reads a range in brackets after the title and the company below with a comma', () => {
    const text = `Dana Smith\ndana@example.com\n\nProfessional Experience\n\nData Engineer (Mar. 2020 to present)\nGlobex,\n- Built Spark pipelines\n\nData Analyst (Jun. 2017 to Feb. 2020)\nInitech,\n- Created dashboards`;
    expect(roles(text)).toEqual([
      ['Data Engineer', 'Globex', 'Mar. 2020', 'present'],
      ['Data Analyst', 'Initech', 'Jun. 2017', 'Feb. 2020'],
    ]);
  });

  it('reads roles without dates from their labelled lines, which are never a title', () => {
    const text = `Lior Ben\nlior@example.com\n\nWork Experience\n\nUmbrella (Tel Aviv, Israel) Web Front End Developer\nDescription: Internal tools for the trading desk\nResponsibilities: Developing UI components\nTechnologies used: React, Redux, TypeScript\n\nInitech (Haifa, Israel) Embedded Software Engineer\nDescription: Firmware for controllers\nKafka, Qt 5, C/C++, Jenkins`;
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Web Front End Developer', 'Umbrella', '', ''],
      ['Embedded Software Engineer', 'Initech', '', ''],
    ]);
    expect(parsed.experience[1]!.bullets).toEqual([
      'Description: Firmware for controllers',
      'Kafka, Qt 5, C/C++, Jenkins',
    ]);
  });

  it('reads dates with a stray quote typed after them as the role’s dates alone', () => {
    const text = `Victor Lane\nvictor.lane@example.com\n\nEXPERIENCE\nBest Buy— Seasonal Sales Advisor\nOCTOBER 2021 - PRESENT’\n• Worked the front end and customer service\nFYE Stores— Part Time Assistant Manager\nMARCH 2021 - AUGUST 2021\n• Opened and closed the store`;
    expect(roles(text)).toEqual([
      ['Seasonal Sales Advisor', 'Best Buy', 'OCTOBER 2021', 'PRESENT'],
      ['Part Time Assistant Manager', 'FYE Stores', 'MARCH 2021', 'AUGUST 2021'],
    ]);
  });

  it('reads a list label run into a verb as the role’s text, never its header', () => {
    const text = `Awa Jallow\nawa.jallow@example.com\n\nPROFESSIONAL EXPERIENCE\nAccount Executive (Project Management)\nOutboost Media\nJune 2021 - August 2023\nDuties and responsibilities included:\n• Managed client campaigns from brief to report\nResearch Assistant\nUniversity of Texas\nAugust 2019 - December 2019\nKey tasks were:\n• Coded survey answers`;
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Account Executive (Project Management)', 'Outboost Media', 'June 2021', 'August 2023'],
      ['Research Assistant', 'University of Texas', 'August 2019', 'December 2019'],
    ]);
    expect(parsed.experience[0]!.bullets[0]).toBe('Managed client campaigns from brief to report');
  });

  it('reads list items that name a job with one year in brackets, their duration no field', () => {
    const text = `Kiran Patil\nkiran.patil@example.com\n\nWork Experience:\n• INTERNSHIP: “Northwind Consulting Service (Software Industry)” (2021)\nDuration: 1 Month\nCourse: “Cloud Computing”\n• INTERNSHIP: “Contoso Technologies” (2019)\nDuration: 1&1/2 month\nProjects:\n• Library app (2020)`;
    expect(roles(text)).toEqual([
      ['INTERNSHIP', 'Northwind Consulting Service (Software Industry)', '2021', '2021'],
      ['INTERNSHIP', 'Contoso Technologies', '2019', '2019'],
    ]);
  });

  it('takes no lone cut-off word over a list for a role without dates', () => {
    // A text box's heading cut short ('Cer' of 'Certificates') over the next box's list.
    const text = `Abir Sen\nabir.sen@example.com\n\nExperience:\nBuilt a Sudoku game in C++ for a course project.\nCollected experience on judges such as LeetCode.\nCer\n• DETAILS\n• 14 Lake Road, Kalyani`;
    expect(roles(text)).toEqual([]);
  });

  it('finds no name where it was blacked out, rather than the title below it', () => {
    expect(
      parse(
        `*** ***\nSenior Software Engineer\nemail: ***\n\nExperience\nEngineer, Hooli  2019 - 2021\n- Led search`,
      ).name,
    ).toBeNull();
    expect(
      parse(`XXXX XXXXXX\nData Analyst\n\nExperience\nAnalyst, Hooli  2019 - 2021`).name,
    ).toBeNull();
    // A family name that is also a title word is still a name.
    expect(
      parse(`Jamie Cook\njamie@example.com\n\nExperience\nChef, Bistro  2019 - 2021`).name,
    ).toBe('Jamie Cook');
  });

  it('cuts a header read across two columns at the end of its range', () => {
    const text = `Noa Levi\nnoa@example.com\n\nExperience\nSenior Analyst, Globex  Oct 2018 - Present and Computer Science (2011 2015)\n- Built the churn model`;
    expect(roles(text)).toEqual([['Senior Analyst', 'Globex', 'Oct 2018', 'Present']]);
  });

  it('reads two-digit years after an apostrophe and year-first numeric ranges', () => {
    const text = `Sam Lee\nsam@example.com\n\nExperience\n\nProduct Designer, Hooli\nJan ’16 – Jul ’17\n- Designed onboarding\n\nUX Designer | Initech | 2022/10-2024/07\n- Ran 40 studies\n\nGlobex Corporation\nSenior Designer  Sept ’19 – present\n- Led the redesign\nDesigner  Aug ’17 – Aug ’19\n- Built the design system`;
    expect(roles(text)).toEqual([
      ['Product Designer', 'Hooli', 'Jan ’16', 'Jul ’17'],
      ['UX Designer', 'Initech', '2022/10', '2024/07'],
      ['Senior Designer', 'Globex Corporation', 'Sept ’19', 'present'],
      ['Designer', 'Globex Corporation', 'Aug ’17', 'Aug ’19'],
    ]);
  });

  it('puts back a year that OCR split, and only on lines with dates', () => {
    expect(joinSplitYears('Sep 2 017 – Present')).toBe('Sep 2017 – Present');
    expect(joinSplitYears('20 19 - 2021')).toBe('2019 - 2021');
    expect(joinSplitYears('Served 2 017 customers')).toBe('Served 2 017 customers');
    expect(joinSplitYears('Jan 2019 – 3 500 users')).toBe('Jan 2019 – 3 500 users');
  });

  it('reads a LaTeX-style company line with dotted leaders, and a bracketed stack in the title', () => {
    const text = `Ana Ruiz\nana@example.com\n\nExperience\n\nGlobex Corporation . . . . . . . . . . Haifa, Israel\nSenior Data Scientist  Sept ’17 – present\n- Built forecasting models\n\nInitech - Fintech - Backend Developer (Go, Kafka)   August 2013 – August 2017\n- Wrote the ledger service`;
    expect(roles(text)).toEqual([
      ['Senior Data Scientist', 'Globex Corporation', 'Sept ’17', 'present'],
      ['Backend Developer (Go, Kafka)', 'Initech', 'August 2013', 'August 2017'],
    ]);
  });

  it('never takes the address line at the top for the name', () => {
    expect(
      parse(`Haifa, Israel\nAna Ruiz\nana@example.com\n\nExperience\nEngineer, Globex  2019 - 2021`)
        .name,
    ).toBe('Ana Ruiz');
    expect(
      parse(`Springfield, IL 62704\nAna Ruiz\n\nExperience\nEngineer, Globex  2019 - 2021`).name,
    ).toBe('Ana Ruiz');
  });

  it('names a date range no role took in unsure', () => {
    // The header's line holds its own range; the range under it belongs to no line of its own.
    const parsed = parse(
      `Ana Ruiz\nana@example.com\n\nExperience\nEngineer, Globex  2019 - 2021\n2017 - 2018\n- Built the ledger`,
    );
    expect(parsed.unsure.map((u) => u.reason).join(' ')).toContain('2017 - 2018');
  });

  it('reads a second range alone under the title’s own range line as a second stint', () => {
    const parsed = parse(
      `Ana Ruiz\nana@example.com\n\nExperience\nEngineer, Globex\n2019 - 2021\n2017 - 2018\n- Built the ledger`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Engineer', 'Globex', '2019', '2021'],
      ['Engineer', 'Globex', '2017', '2018'],
    ]);
    expect(parsed.unsure).toEqual([]);
  });

  it('reads work history written inside the education section, and leaves the schools', () => {
    const parsed = parse(
      `Yael Mor\nyael@example.com\n\nEDUCATION\n2012 – 2016  B.Sc. Computer Science, Technion\n2016 – now:  Software developer, Initech (Haifa, Israel)\n- Built the billing service in Go\n2014 – 2016  Teaching Assistant, Technion`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Software developer', 'Initech', '2016', 'now'],
      ['Teaching Assistant', 'Technion', '2014', '2016'],
    ]);
    expect(parsed.education).toEqual(['2012 – 2016 B.Sc. Computer Science, Technion']);
  });

  it('reads headings set as list items, and headings qualified by a word', () => {
    const parsed = parse(
      `Dean Gray\ndean@example.com\n• Skills\n• Sales, Lead Generation\n• Education\nState College, 2016\n• Employment\nAcme Windows, Dallas, TX\nSales Representative — May 2024 to Present\n• Closed $40,000 a month\n\nTeaching Experience\nTeaching Assistant, State College  2015 - 2016\n• Graded 200 papers`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Sales Representative', 'Acme Windows'],
      ['Teaching Assistant', 'State College'],
    ]);
  });

  it('cuts a header from the description after its dates and a colon', () => {
    expect(
      roles(
        `Ana Ruiz\nana@example.com\n\nLeadership\nTeam Lead | City Food Bank | 2025: Led a team of 12 volunteers packing meals\nMember | Chess Club | 2019-2021: Ran weekly games`,
      ),
    ).toEqual([
      ['Team Lead', 'City Food Bank', '2025', '2025'],
      ['Member', 'Chess Club', '2019', '2021'],
    ]);
  });

  it('keeps an employer named over several comma pieces, and a place in initials', () => {
    expect(
      roles(
        `Ana Ruiz\nana@example.com\n\nExperience\nCirculation Staff, Robertson Library, Hollins University 2005 - 2006\n- Shelved 300 books a day\nParalegal  June 2018 - July 2019\nHollingsworth LLP, Washington, D.C.\n- Prepared trial binders`,
      ),
    ).toEqual([
      ['Circulation Staff', 'Robertson Library, Hollins University', '2005', '2006'],
      ['Paralegal', 'Hollingsworth LLP', 'June 2018', 'July 2019'],
    ]);
  });

  it('finds a name beside its email, before letter-spaced words, or set on two lines', () => {
    expect(
      parse(
        `Alexander Y. Liu aliu@example.edu\nGraduate student\n\nExperience\nIntern, Acme  2021 - 2022`,
      ).name,
    ).toBe('Alexander Y. Liu');
    expect(
      parse(
        `KAREN LOBIN PERKINS S O F T WA R E E N G I N E E R\nkaren@example.com\n\nExperience\nEngineer, Acme  2021 - 2022`,
      ).name,
    ).toBe('KAREN LOBIN PERKINS');
    expect(
      parse(
        `Anna Rowan / anna@example.com / 07523 283011\n\nExperience\nAnalyst, Acme  2021 - 2022`,
      ).name,
    ).toBe('Anna Rowan');
    expect(parse(`Lynn\nO’Neill\n\nExperience\nBanker, Acme  2021 - 2022`).name).toBe(
      'Lynn O’Neill',
    );
    expect(
      parse(`University of Birjand\nAli Nadi\n\nExperience\nIntern, Acme  2021 - 2022`).name,
    ).toBe('Ali Nadi');
  });

  it('reads a role\'s own "Accomplishments" label as part of it, not as a section', () => {
    const parsed = parse(
      `Dongpo Liu\ndongpo@example.com\n\nWORK EXPERIENCE\nPingCAP Inc. - Kernel Engineer  August 2023 - Present\nAccomplishments\n- Sped up statistics by 90%\nMorningstar, Inc. - Full-Stack Engineer  June 2019 - July 2020\nAccomplishments\n- Built charts\n\nACHIEVEMENTS\nWinner of a hackathon`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.bullets.length])).toEqual([
      ['Kernel Engineer', 'PingCAP Inc.', 1],
      ['Full-Stack Engineer', 'Morningstar, Inc.', 1],
    ]);
    expect(parsed.sections.map((s) => s.heading)).toContain('ACHIEVEMENTS');
  });

  it('reads roles listed as bullets with their dates, and the employer on the dated line', () => {
    expect(
      roles(
        `Omar Kassem\nomar@example.com\n\nProfessional Experience\nMobile Developer – React Native\nRXA Construct – October 2024 – February 2025\n• Released the app to both stores\n• Tech Stack: TypeScript, Vue\nJS, Flutter, Docker, Kubernetes\nSoftware Engineer\nCodescalers – July 2022 – September 2022\n• Built Go services\n\nLeadership & Activities\n• Circle Leader – CAT Reloaded (Jan 2021 – Oct 2021)\n• Technical Member – ICPC Mansoura (Oct 2020 – Oct 2021)`,
      ),
    ).toEqual([
      ['Mobile Developer', 'RXA Construct', 'October 2024', 'February 2025'],
      ['Software Engineer', 'Codescalers', 'July 2022', 'September 2022'],
      ['Circle Leader', 'CAT Reloaded', 'Jan 2021', 'Oct 2021'],
      ['Technical Member', 'ICPC Mansoura', 'Oct 2020', 'Oct 2021'],
    ]);
  });

  it('reads a paragraph template: title, dates, employer and place run into the first sentence', () => {
    const text = [
      'Jordan Avery',
      'jordan.avery@example.com',
      '',
      'Professional Experience',
      'Digital Media Producer 05/2010 to Current Lumen Studios Boston , MA Produced video and audio content for corporate clients and web sites.',
      'Director of Business Development/Political Relations Director 01/1998 to 01/2005 Carver Building Trades Charlotte, North Carolina, South Carolina, Georgia',
      'After three months as a field representative I was promoted to cover three states.',
      'Account Executive 01/1995 to 01/1998 Tidewater Supply Charleston I served as an apprentice to the sales director and kept 40 accounts.',
      '',
      'Education',
      'BA in Communications, 1994',
    ].join('\n');
    const titles = rolesOfText(text).map(([title, , start, end]) => [title, start, end]);
    expect(titles).toEqual([
      ['Digital Media Producer', '05/2010', 'Current'],
      ['Director of Business Development/Political Relations Director', '01/1998', '01/2005'],
      ['Account Executive', '01/1995', '01/1998'],
    ]);
    expect(parse(text).experience[0]!.bullets[0]).toMatch(/^Produced video and audio content/);
  });

  it('reads the title and employer a paragraph opens with, under a line of dates alone', () => {
    const text = [
      'Dana Whitfield',
      'dana.whitfield@example.com',
      '',
      'Experience',
      '01/2011 to 01/2014',
      'Surgical Clinical Reviewer Mercy General Hospital Collected and submitted outcome data for 1,200 surgical patients a year.',
      '01/2002 to 01/2004',
      'Health Information Manager Bayview Clinic Oversaw the records team of 9 and cut coding errors by 30%.',
      '',
      'Education',
      'BS in Health Information Management, 1999',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Surgical Clinical Reviewer', 'Mercy General Hospital', '01/2011', '01/2014'],
      ['Health Information Manager', 'Bayview Clinic', '01/2002', '01/2004'],
    ]);
    expect(parse(text).experience[1]!.bullets[0]).toMatch(/^Oversaw the records team/);
  });
});
