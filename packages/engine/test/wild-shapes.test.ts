import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { linesFromText } from '../src/read/lines-from-text';
import { dropPageFurniture } from '../src/read/drop-page-furniture';
import { findDateRange } from '../src/parse/find-dates';
import { headingKind } from '../src/parse/classify-heading';
import { parseResume } from '../src/parse-resume';
import { hasTitleWord } from '../src/parse/experience/has-title-word';
import { endsWithAbbreviation } from '../src/parse/ends-with-abbreviation';
import { isStreetAddress } from '../src/parse/experience/is-light-header-line';
import type { ResumeDocument, TextLine } from '../src/types';
import { rowToLine, type PdfItem } from '../src/read/pdf-items';

// Layouts met in real resumes of the wild set's tuned part (issue #23), each written here in our
// own words: the rule that reads them is general, and each case would fail without it.
const parse = parseText;
const roles = rolesOfText;

describe('layouts of real resumes', () => {
  it('reads an academic CV whose role lines are the dates and sentences', () => {
    const text = [
      'Priya N. Raman',
      'priya.raman@example.com',
      '',
      'Appointments',
      '2019 – Present. Senior Lecturer in Ecology. School of Biological Sciences, University of Leeds, United Kingdom.',
      '2016 - 2019. Postdoctoral Research Fellow, Soil Microbiology Lab. Dept. of Plant Sciences (now part of the School of Biosciences), University of Reading, United Kingdom.',
      '2015 - 2016. Led the field survey of 40 sites. Wrote the project report.',
    ].join('\n');
    expect(roles(text)).toEqual([
      [
        'Senior Lecturer in Ecology',
        'School of Biological Sciences, University of Leeds',
        '2019',
        'Present',
      ],
      [
        'Postdoctoral Research Fellow, Soil Microbiology Lab',
        'Dept. of Plant Sciences (now part of the School of Biosciences), University of Reading',
        '2016',
        '2019',
      ],
    ]);
  });

  it('reads "till date" and "through" as the words between a range’s two ends', () => {
    expect(findDateRange('12/2017 till date (6 years)')).toMatchObject({
      start: '12/2017',
      current: true,
    });
    expect(findDateRange('March 2015 through June 2018')).toMatchObject({
      start: 'March 2015',
      end: 'June 2018',
    });
  });

  it('passes over the employer’s web address between the dates and the title', () => {
    const text = `Omar Haddad\nomar@example.com\n\nWork Experience\nNorthwind Health, Oakland, CA\n12/2017 till date (6 years)\nhttps://northwind.example.org\nPrincipal QA Engineer\n- Built the test framework for 40 services\nContoso, Fremont, CA\n01/2012 – 11/2017 (5 years)\nhttp://www.contoso.example.com\nJava Developer\n- Wrote the billing service`;
    expect(roles(text)).toEqual([
      ['Principal QA Engineer', 'Northwind Health', '12/2017', 'date'],
      ['Java Developer', 'Contoso', '01/2012', '11/2017'],
    ]);
  });

  it('reads roles under a "Career Path" heading', () => {
    const text = `Lena Fischer\nlena@example.com\n\nCareer Path\nOperations Manager, Tailspin Freight\n2018 – 2023\n- Ran a depot of 60 drivers`;
    expect(roles(text)).toEqual([['Operations Manager', 'Tailspin Freight', '2018', '2023']]);
  });

  it('reads a company’s dated line over the roles held there, each with its dates', () => {
    const text = [
      'Sam Ortiz',
      'sam@example.com',
      '',
      'PROFESSIONAL EXPERIENCE',
      'FABRIKAM SYSTEMS, Austin, TX 2008-2016',
      'Fabrikam builds logistics software, serving 300 retailers',
      'Software Engineer, Routing Services (2013-2016)',
      'Lead developer of the route planner used by 120 stores',
      '- Cut planning time from 3 hours to 20 minutes',
      'Engineering Manager, Partner Portal (2008-2013)',
      '- Managed 9 engineers across two sites',
      'WOODGROVE, Dallas, TX 2004-2008',
      'Woodgrove was bought by Fabrikam in 2008; known for its payroll tools',
      'Software Engineer, Payroll Applications',
      '- Built the payslip service',
    ].join('\n');
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Software Engineer, Routing Services', 'FABRIKAM SYSTEMS', '2013', '2016'],
      ['Engineering Manager, Partner Portal', 'FABRIKAM SYSTEMS', '2008', '2013'],
      ['Software Engineer, Payroll Applications', 'WOODGROVE', '2004', '2008'],
    ]);
    // The line under the title is the role's text, not lost with the header.
    expect(parsed.experience[0]!.bullets.join(' ')).toContain('Lead developer of the route');
  });

  it('drops a page header typed into a Word file ("Name Page 2")', () => {
    const lines = linesFromText(
      'Bo Lindgren\nbo@example.com\nExperience\nBo Lindgren Page 2\nAnalyst',
    );
    expect(dropPageFurniture(lines).map((l) => l.text)).toEqual([
      'Bo Lindgren',
      'bo@example.com',
      'Experience',
      'Analyst',
    ]);
  });

  it('reads a family name that is also a title word ("Senior")', () => {
    expect(
      parse(
        'Resume\nAlistair M. Senior\nalistair@example.com\n\nExperience\nAnalyst, Globex\n2019 – 2020',
      ).name,
    ).toBe('Alistair M. Senior');
  });

  it('knows a letter-spaced heading whose word gap was lost ("WORKEXPERIENCE")', () => {
    const text = `Ada Moreno\nada@example.com\n\nWORKEXPERIENCE\nContent Specialist\nThryve | July 2022 - PRESENT\n- Wrote 400 posts`;
    expect(roles(text)).toEqual([['Content Specialist', 'Thryve', 'July 2022', 'PRESENT']]);
  });

  it('reads "St. Luke Health" as an employer, not the end of a sentence above it', () => {
    const text = `Ann Lee\nann@example.com\nEXPERIENCE\nICU Nurse | Memorial Hospital\nMay 2021 – Present\n• Cared for 4 patients per shift\nSurgical Nurse | St. Luke Health\nJun 2018 – Apr 2021\n• Managed care plans for 6 patients per shift\n`;
    expect(roles(text)).toEqual([
      ['ICU Nurse', 'Memorial Hospital', 'May 2021', 'Present'],
      ['Surgical Nurse', 'St. Luke Health', 'Jun 2018', 'Apr 2021'],
    ]);
  });

  it('reads whole days as dates, day first or month first', () => {
    const text = `Diego Soto\ndiego@example.com\n\nExperience\n\nFrontend Developer, Patria\n02-06-2025 – Present\n\nBuilt the checkout pages.\n\nInstallation Technician, Infotel\n01.03.2024 – 31.03.2025\n\nInstalled fiber and network cabling.`;
    expect(roles(text)).toEqual([
      ['Frontend Developer', 'Patria', '02-06-2025', 'Present'],
      ['Installation Technician', 'Infotel', '01.03.2024', '31.03.2025'],
    ]);
  });

  it('reads a technology acronym in a list, or a TODO left in, as no section heading', () => {
    const text = `Elena Kay\nelena@example.com\n\nExperience\n\nField Sales Engineer, F5 Inc.\nJun 2014 – Jul 2018\n\nSold to service providers\n\nService Providers\nCGNAT\nOpenStack\n\nSales Engineer, Scalar Decisions\nJun 2008 – Jun 2014\n\nTODO!\n\nTrained hundreds of customers\n\nShift Manager, Quickbite\nJan 2006 – Jan 2008`;
    expect(roles(text)).toEqual([
      ['Field Sales Engineer', 'F5 Inc.', 'Jun 2014', 'Jul 2018'],
      ['Sales Engineer', 'Scalar Decisions', 'Jun 2008', 'Jun 2014'],
      ['Shift Manager', 'Quickbite', 'Jan 2006', 'Jan 2008'],
    ]);
  });

  it('reads a stacked header: employer, place, web address, dates, then the title', () => {
    const text = `Noor Haddad\nnoor@example.com\n\nWORK EXPERIENCE\nStripe\nRemote\nhttps://stripe.example.com\nJune 2022 – Present\nSenior Software Engineer, Sandboxes\nBuilt the sandbox service for 300 teams\nZapier\nhttps://zapier.example.com\nSeptember 2016 – May 2022\nSoftware Engineer\nRan 40 million Lambda calls a day`;
    expect(roles(text)).toEqual([
      ['Senior Software Engineer, Sandboxes', 'Stripe', 'June 2022', 'Present'],
      ['Software Engineer', 'Zapier', 'September 2016', 'May 2022'],
    ]);
  });

  it('reads titles held under one employer with "from", and trade and service titles', () => {
    const text = `Alec Park\nalec@example.com\n\nExperience:\nRiverside Pizza, Coon Rapids, MN. 09/2017 – Current.\nKitchen employee from 2017 – 2019\nDelivery driver from 2019 – current.\nDuties involve making sure orders are correct.`;
    expect(roles(text)).toEqual([
      ['Kitchen employee', 'Riverside Pizza', '2017', '2019'],
      ['Delivery driver', 'Riverside Pizza', '2019', 'current'],
    ]);
  });

  it('reads a dashed header whose employer has a dot in its name, and a duty run on after the dates', () => {
    const text = `Sam Reed\nsam@example.com\n\nEXPERIENCE\nMoxie Lawn — Sales Representative — Norcross, Georgia — Jan. 2023 - Aug 2023\nRecruited and trained a summer sales team\nProof. Pest Control — Sales Representative — May 2018 - Aug. 2018\nBuilt a customer base door to door\n\nSERVICE\nFood Bank of Eugene, Eugene, Oregon — Volunteer Coordinator Nov. 2018 - Nov. 2020 Worked 20 hours weekly sorting donations for 300 families`;
    expect(roles(text)).toEqual([
      ['Sales Representative', 'Moxie Lawn', 'Jan. 2023', 'Aug 2023'],
      ['Sales Representative', 'Proof. Pest Control', 'May 2018', 'Aug. 2018'],
      ['Volunteer Coordinator', 'Food Bank of Eugene', 'Nov. 2018', 'Nov. 2020'],
    ]);
    expect(parse(text).experience[2]!.bullets).toEqual([
      'Worked 20 hours weekly sorting donations for 300 families',
    ]);
  });

  it('takes "Service" alone as a heading, but never "Service Providers" or "Customer Service"', () => {
    const text = `Ana Lee\nana@example.com\n\nExperience\n\nField Engineer, Globex\nJun 2014 – Jul 2018\n\nService Providers\nCustomer Service\nCGNAT\n\nService\n\nUsher, Grace Church\n2012 – 2013`;
    const parsed = parse(text);
    expect(parsed.sections.map((s) => s.heading)).toEqual(['', 'Experience', 'Service']);
    expect(parsed.experience.map((e) => [e.title, e.kind])).toEqual([
      ['Field Engineer', 'work'],
      ['Usher', 'volunteer'],
    ]);
  });

  it('reads the "Invalid date" a theme prints for a missing end as a role still held', () => {
    expect(findDateRange('January 2023 - Invalid date')).toMatchObject({
      start: 'January 2023',
      end: 'Present',
      current: true,
    });
  });

  it('keeps an employer named by its legal form over roles whose titles name no job word', () => {
    const text = `Arash Rahimi\narash@example.com\n\nExperience\nAmnpardaz Co.\nIncident Response Team 2011/01-2013/05\nAdvised companies hit by attacks.\nMalware Analyst Team Supervisor 2012/03-2013/05\nTrained a team of 40.\nMalware Analyst 2010/09-2012/02\nTook apart 300 samples.`;
    expect(roles(text)).toEqual([
      ['Incident Response Team', 'Amnpardaz Co.', '2011/01', '2013/05'],
      ['Malware Analyst Team Supervisor', 'Amnpardaz Co.', '2012/03', '2013/05'],
      ['Malware Analyst', 'Amnpardaz Co.', '2010/09', '2012/02'],
    ]);
  });

  it('reads an open range ("11/2014–") as a role still held, and "Inc. Oy" inside a name', () => {
    const text = `Pekka Lind\npekka@example.com\n\nWork experience\n11/2014–\nJunior full stack developer, Valuatum oy\nI work on a credit risk web application.\n01/2011–09/2014\nCFD Analyst, Simtech Systems Inc. Oy\nRan heat transfer simulations for foundries.`;
    expect(roles(text)).toEqual([
      ['Junior full stack developer', 'Valuatum oy', '11/2014', 'Present'],
      ['CFD Analyst', 'Simtech Systems Inc. Oy', '01/2011', '09/2014'],
    ]);
  });

  it('reads two months of one year written once ("June – August 2021")', () => {
    const text = `Lin Meng\nlin@example.com\n\nADDITIONAL EXPERIENCE\nHarbour Foods\nRetail Supervisor June – August 2021\nTrained new employees.\nSummer Camp Counselor, Lakeview Camp Jan-Mar 2019\nLed groups of 12 children.`;
    expect(roles(text)).toEqual([
      ['Retail Supervisor', 'Harbour Foods', 'June 2021', 'August 2021'],
      ['Summer Camp Counselor', 'Lakeview Camp', 'Jan 2019', 'Mar 2019'],
    ]);
    expect(findDateRange('June – August 2021')?.text).toBe('June – August 2021');
  });

  it('cuts an employer off the known city it runs into once a right-aligned gap was lost', () => {
    const text = `Ravi Gadde\nravi@example.com\n\nRELEVANT EXPERIENCE\nBusiness Analyst May 2023 – August 2023\nLevl San Francisco, CA\nPresented market research to the team.\nEngineer, Northwind Toronto, ON 2019 - 2021\nBuilt the billing service.`;
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Business Analyst', 'Levl', 'San Francisco, CA'],
      ['Engineer', 'Northwind', 'Toronto, ON'],
    ]);
  });

  it('reads how a job was held and what it was as the title, before the employer', () => {
    const text = `Radek Novak\nradek@example.com\n\nJobs\nInternship - Project Management in IT - Northwind\nSeptember-October 2022\n• Wrote technical plans with clients\nTemporary job - Customer Support - Contoso Czech s. r. o.\nJune–August 2020\n• Serviced computers`;
    expect(parse(text).experience.map((e) => [e.title, e.company])).toEqual([
      ['Internship - Project Management in IT', 'Northwind'],
      ['Customer Support', 'Contoso Czech s. r. o.'],
    ]);
  });

  it('reads an employer whose name opens with a participle as the employer, not a duty', () => {
    const text = `Stacy Moore\nstacy@example.com\n\nWork Experience\nDesktop Support Technician\nCompuLine (contract position)\n2016 to 2016\n• Repaired Windows desktops and laptops.\nIT Support Technician\nAdvanced Motor and Drives (Contract position)\n2015 to 2015\n• Supported Windows in an enterprise\nField Technician\nApplied Signal Systems\n2013 to 2014\n• Installed point-of-sale systems`;
    expect(parse(text).experience.map((e) => [e.title, e.company])).toEqual([
      ['Desktop Support Technician', 'CompuLine (contract position)'],
      ['IT Support Technician', 'Advanced Motor and Drives (Contract position)'],
      ['Field Technician', 'Applied Signal Systems'],
    ]);
  });

  it('takes an Australian city and state after the employer, set apart by a comma and a dash', () => {
    const text = `Rafael Costa\nrafael@example.com\n\nEmployment Details\nMarketside, Melbourne – VIC – May 2021 to present\nSenior Front End Engineer\nBuilt the online shopping app.\nHarbour Post, Sydney – NSW – December 2019 to December 2020\nSenior Front End Engineer\nBuilt the counter app.`;
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Senior Front End Engineer', 'Marketside', 'Melbourne, VIC'],
      ['Senior Front End Engineer', 'Harbour Post', 'Sydney, NSW'],
    ]);
  });

  it('splits "Title @ Employer" inside a header that also sets its place after a dash', () => {
    const text = `Sam Soto\nsam@example.com\n\nEmployment History\niOS Engineer (2015–2016) @ Canvas — San Francisco, CA\nBuilt the iPad app.\nFounder (2012–Present) @ Nothing Magical — Austin, TX\nRan a studio of four.`;
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['iOS Engineer', 'Canvas', 'San Francisco, CA'],
      ['Founder', 'Nothing Magical', 'Austin, TX'],
    ]);
  });

  it('reads a gap pdf.js reports as one wide space item as a tab stop, not a word space', () => {
    const item = (text: string, x: number, width: number): PdfItem => ({
      text,
      x,
      y: 278,
      width,
      fontSize: 9,
      bold: false,
    });
    // '\\hfill' in LaTeX: the employer at the left margin, its place pushed to the right one.
    const row = [item('Harbour Foods', 72, 60), item(' ', 132, 347), item('Halifax, NS', 480, 45)];
    expect(rowToLine(row).text).toBe('Harbour Foods | Halifax, NS');
    // An ordinary word space item stays a space.
    expect(
      rowToLine([item('Harbour', 72, 33), item(' ', 105, 2.5), item('Foods', 107.5, 25)]).text,
    ).toBe('Harbour Foods');
    const text = `Lin Meng\nlin@example.com\n\nEXPERIENCE\n${rowToLine(row).text}\nRetail Supervisor June 2021 – August 2022\nTrained new employees.`;
    expect(roles(text)).toEqual([
      ['Retail Supervisor', 'Harbour Foods', 'June 2021', 'August 2022'],
    ]);
  });

  it('reads a list of earlier jobs, each a list item with its range, as roles after dated ones', () => {
    const text = [
      'Mara Lindqvist',
      'mara@example.com',
      '',
      'Experience',
      'Lead Engineer at Northwind Ltd | Mar 2017 – Present',
      'Built the billing platform for 30 clients.',
      'Earlier Work',
      '• Fabrikam Media – Software Developer – 2008-2009',
      '• Advance Tooling Group – Web Developer – 2004-2007',
      '',
      'Café Sol, Oslo, Norway. 09/2017 – Current.',
      '• Barista from 2017 – 2019',
      '• Shift lead from 2019 – current.',
      '• Trained six new baristas on the espresso line.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Lead Engineer', 'Northwind Ltd', 'Mar 2017', 'Present'],
      ['Software Developer', 'Fabrikam Media', '2008', '2009'],
      ['Web Developer', 'Advance Tooling Group', '2004', '2007'],
      ['Barista', 'Café Sol', '2017', '2019'],
      ['Shift lead', 'Café Sol', '2019', 'current'],
    ]);
    // One dated item among achievements stays an achievement.
    const one = `Mara Lindqvist\nmara@example.com\n\nExperience\nLead Engineer at Northwind Ltd | Mar 2017 – Present\n• Built the billing platform – 2018-2019\n• Cut costs by 30%.`;
    expect(roles(one)).toEqual([['Lead Engineer', 'Northwind Ltd', 'Mar 2017', 'Present']]);
  });

  it('reads "Since 2020" as a role still held, and "Continue" as an open end', () => {
    const text = `Lea Brandt\nlea@example.com\n\nProfessional Experience\nSince 2020 — Freelance Data Engineer\n- Built pipelines for three retailers\nJanuary, 2018 – Continue\nAnalyst, Contoso Bank\n- Wrote the risk reports`;
    expect(roles(text)).toEqual([
      ['Freelance Data Engineer', '', '2020', 'Present'],
      ['Analyst', 'Contoso Bank', 'January, 2018', 'Continue'],
    ]);
    expect(findDateRange('Analyst (since March 2019)')).toMatchObject({
      start: 'March 2019',
      current: true,
    });
    // A duty's 'since' is a lone year, not a range.
    expect(findDateRange('Grew revenue 30% since 2019')).toMatchObject({
      start: '2019',
      end: '2019',
    });
  });

  it('heads roles with a short heading ending in "experience" whatever words come before', () => {
    const text = [
      'Nia Okafor',
      'nia@example.com',
      '',
      'PROFIL',
      'Hydrologist who models coastal flooding.',
      'RESEARCH & EXPERIENCE ______',
      'Tidewater Institute',
      'Research Assistant 2022-2025',
      '- Calibrated a wave model for the bight',
      'LEADERSHIP & VOLUNTEER EXPERIENCE',
      'Welfare Director - Harbor Students Union 2024',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.sections.map((s) => s.kind)).toEqual([
      'contact',
      'summary',
      'experience',
      'experience',
    ]);
    expect(roles(text)).toEqual([
      ['Research Assistant', 'Tidewater Institute', '2022', '2025'],
      ['Welfare Director', 'Harbor Students Union', '2024', '2024'],
    ]);
    expect(headingKind('Skills and Experience')).toBe('skills');
    // A role's bold label that ends in the word is no heading.
    expect(headingKind('Your Most Recent Work Experience')).toBeNull();
  });

  it('keeps the employer line under a dated title line in the header, though set like the headings', () => {
    // Every line of the header in the headings' bold at body size: the employer's line is no
    // custom section's heading.
    const at = (text: string, emphasis: boolean, fontSize = 9): TextLine => ({
      text,
      page: 1,
      fontSize,
      emphasis,
      bullet: false,
    });
    const lines = [
      at('Ivan Petrov', true, 30),
      at('ivan@example.com', false, 8.5),
      at('Experience', true),
      at('Digital Marketing Specialist 2022 – 2023', true),
      at('Harbour Health UK — Leeds, UK', true),
      at('Owned the annual media budget across four brands.', false, 8.5),
      at('Ran A/B tests on paid social and search campaigns.', false, 8.5),
      at('Tracked 14 competitors with Nielsen Ad Intel.', false, 8.5),
      at('Education', true),
      at('BSc Marketing, University of Reading, 2018 – 2022', false, 8.5),
    ].map((l, i) => ({ ...l, line: i + 1 }));
    const doc: ResumeDocument = { format: 'pdf', pages: 1, lines, text: '', wordCount: 40 };
    expect(parseResume(doc).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Digital Marketing Specialist', 'Harbour Health UK', 'Leeds, UK'],
    ]);
  });

  it('takes no employer for a town: not before a town with its state, not when no other is left', () => {
    const text = [
      'Chris Oh',
      'chris@example.com',
      '',
      'Experience',
      'Software Engineer Intern',
      'June - August 2017',
      'Brio | New York, NY',
      '- Built a survey service.',
      'TRANSITION CONSULTANT | NORDHAVN SUPPORT | TURKEY',
      '06/2018 – 09/2018',
      '- Trained new staff.',
      'Sales Representative — May 2024 to August 2024',
      'Harbor Windows of DFW, Grapevine, TX, USA',
      '- Sold 40 installs.',
    ].join('\n');
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Software Engineer Intern', 'Brio', 'New York, NY'],
      ['TRANSITION CONSULTANT', 'NORDHAVN SUPPORT', 'TURKEY'],
      ['Sales Representative', 'Harbor Windows of DFW', 'Grapevine, TX, USA'],
    ]);
  });

  it('keeps a title whose first word is also a verb in the header above the employer line', () => {
    const text = `Alex Lin\nalex@example.com\n\nExperience\nGraduate Teaching Assistant, Computer Vision | Atlanta, GA\nGeorgia Institute of Technology | August 2022 - Present\n• Graded projects for 120 students\nSoftware Engineering Intern | Burlingame, CA\nFabrikam | May 2022 - August 2022\n• Prototyped a speech feature`;
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      [
        'Graduate Teaching Assistant, Computer Vision',
        'Georgia Institute of Technology',
        'Atlanta, GA',
      ],
      ['Software Engineering Intern', 'Fabrikam', 'Burlingame, CA'],
    ]);
  });

  it('reads dates-first sentence lines with a single year, a long title or a title with colons', () => {
    const text = [
      'Priya N. Raman',
      'priya@example.com',
      '',
      'Appointments',
      '2019 – Present. Senior Lecturer. School of Biology, University of Leeds, United Kingdom.',
      '2017. Guest Lecturer, Marine Ecology. Department of Biology, University of Leeds, United Kingdom.',
      '2015 - 2017. Demonstrator for 3 field courses including Soil Survey & Mapping, and Plant and Insect Ecology. Department of Biology, University of Leeds, United Kingdom.',
      '2014. Proof Reader: Field Methods in R: A Primer with Beetles. Department of Biology, University of Leeds, United Kingdom.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Senior Lecturer', 'School of Biology, University of Leeds', '2019', 'Present'],
      [
        'Guest Lecturer, Marine Ecology',
        'Department of Biology, University of Leeds',
        '2017',
        '2017',
      ],
      [
        'Demonstrator for 3 field courses including Soil Survey & Mapping, and Plant and Insect Ecology',
        'Department of Biology, University of Leeds',
        '2015',
        '2017',
      ],
      [
        'Proof Reader: Field Methods in R: A Primer with Beetles',
        'Department of Biology, University of Leeds',
        '2014',
        '2014',
      ],
    ]);
    // A city after 'of' is the employer's own name.
    const sydney = `Ana Ruiz\nana@example.com\n\nExperience\nResearch Fellow | School of Physics, University of Sydney, Australia | 2018 – 2020\n- Built a detector`;
    expect(parse(sydney).experience.map((e) => [e.company, e.location])).toEqual([
      ['School of Physics, University of Sydney', 'Australia'],
    ]);
  });

  it('keeps a bold employer over its terms and season ("Part-time, Summer 2009") in the role', () => {
    const at = (text: string, emphasis: boolean, spaceBefore = false): TextLine => ({
      text,
      page: 1,
      fontSize: 0,
      emphasis,
      bullet: false,
      ...(spaceBefore ? { spaceBefore } : {}),
    });
    const lines = [
      at('ADAM WEBB', true),
      at('adam@example.com', false),
      at('EXPERIENCE', true, true),
      at('Tailspin Product Software', true),
      at('Full-time co-op positions, January 2013 – January 2016', false),
      at('Wrote the release tooling for five product teams.', false),
      at('Riverside Hills Academy', true, true),
      at('Part-time, Summer 2009', false),
      at('Upgraded computers in three labs.', false),
      at('TECHNICAL SKILLS', true, true),
      at('Languages: C++, Java, Python', false),
    ].map((l, i) => ({ ...l, line: i + 1 }));
    const doc: ResumeDocument = { format: 'docx', pages: 0, lines, text: '', wordCount: 40 };
    const read = parseResume(doc).experience;
    expect(read).toHaveLength(2);
    expect([read[1]!.title, read[1]!.company, read[1]!.startDate]).toEqual([
      'Part-time',
      'Riverside Hills Academy',
      'Summer 2009',
    ]);
  });

  it('reads "Role @ Employer" with no title word as a role, not an employer over the next', () => {
    const text = `Sam Soto\nsam@example.com\n\nEmployment History\nDigital Tinkerer (2007–2009) @ Northwind Church — Edmond, OK\nWorked on a Bible reading app. Worked on the team that built its web platform.\nCo-founder (2007–2009) @ Trimble Labs\nStarted a company to sell desktop software.`;
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Digital Tinkerer', 'Northwind Church', 'Edmond, OK'],
      ['Co-founder', 'Trimble Labs', ''],
    ]);
  });

  it('reads a name with a family name that spells a degree or a state, or under a monogram', () => {
    expect(
      parse('Wei Meng\nwei.meng@example.com\n\nExperience\nAnalyst, Contoso 2020 – 2022').name,
    ).toBe('Wei Meng');
    expect(
      parse('DANA\nOH\ndana@example.com\n\nExperience\nAnalyst, Contoso 2020 – 2022').name,
    ).toBe('DANA OH');
    // A degree alone on a line is still no name.
    expect(parse('MEng\nAna Lopez\nana@example.com').name).toBe('Ana Lopez');
    const at = (text: string, fontSize: number): TextLine => ({
      text,
      page: 1,
      fontSize,
      emphasis: false,
      bullet: false,
    });
    const lines = [
      at('RK', 52),
      at('RAVI KANTH', 17),
      at('ravi@example.com', 10),
      at('SENIOR', 17),
      at('DEVELOPER', 17),
      at('PROFILE', 14),
      at('Builds payment systems in Go and Kotlin for retail banks.', 10),
      at('EXPERIENCE', 14),
      at('Contoso Bank / June 2021 – Present / Consultant', 11),
      at('Designed the payment gateway for 30 branches.', 10),
    ].map((l, i) => ({ ...l, line: i + 1 }));
    const doc: ResumeDocument = { format: 'pdf', pages: 1, lines, text: '', wordCount: 40 };
    expect(parseResume(doc).name).toBe('RAVI KANTH');
  });

  it('keeps the employer line under a title line when a blank line opens the next role', () => {
    const text = `Hugo Vega\nhugo@example.com\n\nWORK EXPERIENCE\n\nPrimary school English teacher | 10.2016 - 07.2017\nFundación Lumen, Quito, Ecuador\n\nField assistant: river survey | 08.2015 - 09.2015\nRiverside University, Tena, Ecuador`;
    expect(roles(text)[0]).toEqual([
      'Primary school English teacher',
      'Fundación Lumen',
      '10.2016',
      '07.2017',
    ]);
  });

  it('reads a dates-first line ending in a full stop, its titles listed with ", and"', () => {
    const text = [
      'Kofi Mensah',
      'kofi@example.com',
      '',
      'Work Experience',
      'January 2022 – Present – Activist, Researcher, and Fundraiser, Independent.',
      '• Wrote essays on rights in West Africa.',
      'January 2021 – 2023 – Project Coordinator and Resource Mobilizer, Rights Watch Accra.',
      '• Mapped stakeholders for fundraising.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Activist, Researcher, and Fundraiser', 'Independent', 'January 2022', 'Present'],
      ['Project Coordinator and Resource Mobilizer', 'Rights Watch Accra', 'January 2021', '2023'],
    ]);
  });

  it('reads the right-hand slot over an employer and its dates as the place’s, whatever it holds', () => {
    // 'Title | Place' over 'Employer | Dates', as two-column LaTeX headers set them.
    const text = [
      'Abdul Karim',
      'abdul@example.com',
      '',
      'Extracurriculars & Volunteering',
      'Cyber Security Lead  |  Riverside University',
      'Riverside Developer Student Clubs  |  2023 – Present',
      '• Ran workshops on memory safety',
      'Malware Researcher  |  April, 2024 – Present',
      'Contoso Labs (Pvt.) Ltd.  |  Lahore, Pakistan',
      '• Wrote kernel exploits for training',
    ].join('\n');
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Cyber Security Lead', 'Riverside Developer Student Clubs', 'Riverside University'],
      ['Malware Researcher', 'Contoso Labs (Pvt.) Ltd.', 'Lahore, Pakistan'],
    ]);
  });

  it('keeps the last role its employer line, and reads bracketed ranges and "2017 - 2023." headers', () => {
    const last = `Hugo Vega\nhugo@example.com\n\nWORK EXPERIENCE\nField helper | 08.2015\nRiverside University, Tena, Ecuador\n\nResearch assistant: river sediments | 08.2016\nTidewater University, Tena, Ecuador\n\nPUBLICATIONS\nA paper on rivers.`;
    expect(roles(last)[1]).toEqual([
      'Research assistant: river sediments',
      'Tidewater University',
      '08.2016',
      '08.2016',
    ]);
    const text = [
      'Ivan Lys',
      'ivan@example.com',
      '',
      'Work Experience',
      '[January 2024 - March 2024 ] Front-End Developer at Moonlit',
      'Built a Svelte app with canvas animation.',
      '[Oct 2022 - Present] Developing an HTML5 game',
      'An arcade game in plain JavaScript.',
      'Game Demo: https://example.github.io/arcade/',
      'Engineer',
      '2017 - 2023. Kyiv Metro',
      'Responsible for traffic safety.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Front-End Developer', 'Moonlit', 'January 2024', 'March 2024'],
      ['Developing an HTML5 game', '', 'Oct 2022', 'Present'],
      ['Engineer', 'Kyiv Metro', '2017', '2023'],
    ]);
  });

  it('reads an Italian street address beside the dates and a legal form like "S.r.l." in a header', () => {
    const text = [
      'Lia Bruni',
      'lia@example.com',
      '',
      'EXPERIENCE',
      'Full stack web developer, PM',
      'Duecolli Software S.r.l.',
      'December 2015 – May 2023 Via Pietro Bembo 36a, 00168 Rome',
      '• Built the ticketing platform used by four metro lines',
    ].join('\n');
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      [
        'Full stack web developer, PM',
        'Duecolli Software S.r.l.',
        'Via Pietro Bembo 36a, 00168 Rome',
      ],
    ]);
    expect(endsWithAbbreviation('Duecolli Software S.r.l.')).toBe(true);
    expect(endsWithAbbreviation('Shipped in May.')).toBe(false);
    expect(isStreetAddress('Calle de Alcalá 21, 28014 Madrid')).toBe(true);
  });

  it('keeps an employer line with its unit after a dash whole under a dated title', () => {
    const text = [
      'Moa Keller',
      'moa@example.com',
      '',
      'Experience',
      'Research Assistant September 2024 – September 2025',
      'ETH Zurich – Public Policy Group Zurich, CH',
      '• Coded 3,000 survey answers',
      'Research Assistant March 2023 – May 2023',
      'University of Geneva – Chair of Comparative Politics Geneva, CH',
      '• Cleaned the panel data',
    ].join('\n');
    expect(parse(text).experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Research Assistant', 'ETH Zurich – Public Policy Group', 'Zurich, CH'],
      ['Research Assistant', 'University of Geneva – Chair of Comparative Politics', 'Geneva, CH'],
    ]);
  });

  it('reads "2022-2024 Teaching assistant. Course. School" lines, the course kept with the title', () => {
    const text = [
      'Javier Ruiz',
      'javier@example.com',
      '',
      'Teaching and Technical Experience',
      '2022-2024 Teaching assistant. Practical Works IV. École polytechnique fédérale de Lausanne (EPFL)',
      '2019-2021 Teaching assistant. Experimental Physics I and II. Universidad de los Andes, Bogotá',
    ].join('\n');
    expect(roles(text)).toEqual([
      [
        'Teaching assistant, Practical Works IV',
        'École polytechnique fédérale de Lausanne (EPFL)',
        '2022',
        '2024',
      ],
      [
        'Teaching assistant, Experimental Physics I and II',
        'Universidad de los Andes, Bogotá',
        '2019',
        '2021',
      ],
    ]);
  });

  it('reads "08/ 2024" and "07 / 2025" as dates, and a long title with a bracketed aside as a header', () => {
    expect(findDateRange('Graduate Research Assistant 08/ 2024 to Present')).toMatchObject({
      start: '08/ 2024',
      current: true,
    });
    const text = [
      'Alma Lind',
      'alma@example.com',
      '',
      'Teaching Experience',
      'Harbor College, (Orlando Campus) | 07 / 2025- Present',
      'Adjunct Instructor & Tutor – General Studies English ENG 1201 & ENG 1211 (Hybrid- In-Person & Online)',
      '• Taught source evaluation and reflective writing to adult learners',
    ].join('\n');
    const [role] = parse(text).experience;
    expect([role?.company, role?.startDate, role?.endDate]).toEqual([
      'Harbor College',
      '07 / 2025',
      'Present',
    ]);
    expect(role?.title).toMatch(/^Adjunct Instructor & Tutor/);
  });

  it('reads chief officers by their initials as titles ("President • CEO • Employer")', () => {
    const text = `Lynn Ross\nlynn@example.com\n\nExperience\nDecember 1999–Present\nPresident • CEO • Harbor Fence and Gates\n• Hired and trained 25 team members`;
    expect(parse(text).experience.map((e) => e.company)).toEqual(['Harbor Fence and Gates']);
    expect(hasTitleWord('CTO')).toBe(true);
  });
});
