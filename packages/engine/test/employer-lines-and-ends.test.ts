import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { findDateRange } from '../src/parse/find-dates';
import { extractExperience } from '../src/parse/extract-experience';
import { rowDocument, rowLines } from './fixtures/row-lines';

// Forms met in real resumes, written again in our own words: an open end said as 'Present Day',
// months in Dutch or Swedish in an English resume, a line on what the employer does under its
// own label, and an employer whose name ends in a heading's word. Each row is [text, bold,
// bullet, space before].
const roles = (rows: Parameters<typeof rowLines>[0]) =>
  extractExperience(rowLines(rows)).entries.map((r) => [
    r.title,
    r.company,
    r.startDate,
    r.endDate,
  ]);

describe('ends and months written otherwise', () => {
  it('reads "Present Day" as an open end, with no word left for a field', () => {
    expect(findDateRange('March 2023 - Present Day | Lab Coordinator')).toMatchObject({
      start: 'March 2023',
      current: true,
      text: 'March 2023 - Present Day',
    });
    expect(
      roles([
        ['Harbourview Technical College'],
        ['March 2023 - Present Day | Lab Coordinator'],
        ['Ran the practical sessions of the networking course', false, true],
      ]),
    ).toEqual([['Lab Coordinator', 'Harbourview Technical College', 'March 2023', 'Present Day']]);
  });

  it('still ends a range at "present" before other words (guard)', () => {
    expect(findDateRange('2018 - present daycare volunteer')).toMatchObject({ end: 'present' });
  });

  it('reads Dutch and Swedish months as months', () => {
    expect(findDateRange('Februari 2024 - Augustus 2024')).toMatchObject({
      start: 'Februari 2024',
      end: 'Augustus 2024',
    });
    expect(findDateRange('Maart 2019 – Mei 2020')).toMatchObject({ start: 'Maart 2019' });
    expect(findDateRange('Maj 2019 – Augusti 2021')).toMatchObject({ end: 'Augusti 2021' });
  });
});

describe('lines around a role that name no field', () => {
  it('takes a "Company’s overview:" line for the role’s text, not its employer', () => {
    expect(
      roles([
        ['Pinecrest Records (Blue Fern), Perth - WA – Mar 2012 to Jun 2013'],
        ['Web Developer'],
        ['Company’s overview: the digital arm of a music label serving partner shops'],
        ['Environment: Java, Maven, SQL Server'],
        ['Kept the catalogue pages running', false, true],
      ]),
    ).toEqual([['Web Developer', 'Pinecrest Records (Blue Fern)', 'Mar 2012', 'Jun 2013']]);
  });

  it('reads an employer named like a heading under the last role’s dates as its employer', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['EMPLOYMENT'],
        ['Research Associate', false, false, true],
        ['May 2021 – Jan 2022'],
        ['The Corbel Institute'],
        ['Research Assistant', false, false, true],
        ['Jan 2017 – March 2018'],
        ['Tidewater Research'],
        ['EDUCATION', false, false, true],
        ['University of Lakeside'],
        ['2019 – 2023'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.title, r.company])).toEqual([
      ['Research Associate', 'The Corbel Institute'],
      ['Research Assistant', 'Tidewater Research'],
    ]);
  });

  it('still reads a qualified heading with lines under it as a section (guard)', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['EMPLOYMENT'],
        ['Research Assistant', false, false, true],
        ['Jan 2017 – March 2018'],
        ['The Corbel Institute'],
        ['Independent Research'],
        ['Tidal mixing in estuaries, a study of three rivers'],
        ['EDUCATION', false, false, true],
        ['University of Lakeside'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.title, r.company])).toEqual([
      ['Research Assistant', 'The Corbel Institute'],
    ]);
  });
});

describe('employers named short, held part-time, and roles held twice', () => {
  it('reads a short employer whose first word is a verb ("Launch Pad") over its title', () => {
    expect(
      roles([
        ['Lakeside University'],
        ['Teaching Assistant'],
        ['February to May 2022'],
        ['Launch Pad'],
        ['Junior Designer'],
        ['October to November 2022'],
      ]),
    ).toEqual([
      ['Teaching Assistant', 'Lakeside University', 'February 2022', 'May 2022'],
      ['Junior Designer', 'Launch Pad', 'October 2022', 'November 2022'],
    ]);
  });

  it('still reads a short duty that says what was done as the role’s text (guard)', () => {
    expect(
      roles([
        ['Lakeside University'],
        ['Lab Assistant'],
        ['2021 – 2022'],
        ['Conducting Lectures'],
        ['Managed Inventory'],
      ]),
    ).toEqual([['Lab Assistant', 'Lakeside University', '2021', '2022']]);
  });

  it('drops how the job was held from the employer’s line', () => {
    expect(
      roles([
        ['Part-time employment | Lakeside University'],
        ['Teaching Assistant'],
        ['(February to May 2022)'],
        ['Marked the weekly tests', false, true],
      ]),
    ).toEqual([['Teaching Assistant', 'Lakeside University', 'February 2022', 'May 2022']]);
  });

  it('reads two ranges on lines of their own under one title as two stints', () => {
    expect(
      roles([
        ['Lakeside University'],
        ['Teaching Assistant'],
        ['February to May 2022'],
        ['August to October 2022'],
        ['Marked the weekly tests', false, true],
        ['Northwind Traders'],
        ['Analyst'],
        ['Jan 2023 - Present'],
      ]),
    ).toEqual([
      ['Teaching Assistant', 'Lakeside University', 'February 2022', 'May 2022'],
      ['Teaching Assistant', 'Lakeside University', 'August 2022', 'October 2022'],
      ['Analyst', 'Northwind Traders', 'Jan 2023', 'Present'],
    ]);
  });
});

describe('a table’s date cell read row by row with the role’s cells', () => {
  it('puts the range back together when the role’s lines come between "To" and its end', () => {
    expect(
      roles([
        ['Sep 2021'],
        ['To'],
        ['Field Technician - Contract'],
        ['Brightline Cabling'],
        ['Dec 2021'],
        ['Ohio, USA'],
        ['Pulled and tested network cable across regional stores.'],
        ['Mar 2019'],
        ['To'],
        ['Stock Associate'],
        ['Harbor Outfitters'],
        ['Aug 2021'],
      ]),
    ).toEqual([
      ['Field Technician', 'Brightline Cabling', 'Sep 2021', 'Dec 2021'],
      ['Stock Associate', 'Harbor Outfitters', 'Mar 2019', 'Aug 2021'],
    ]);
  });
});

describe('Europass and other resumes from outside the United States', () => {
  it('reads Romanian months and the French "Fév." as months', () => {
    expect(findDateRange('Sept 2019 – Martie 2021')).toMatchObject({ end: 'Martie 2021' });
    expect(findDateRange('Octombrie 2018 - Iulie 2019')).toMatchObject({ start: 'Octombrie 2018' });
    expect(findDateRange('Neurology | Clinique du Lac | Fév. 2020')).toMatchObject({
      start: 'Fév. 2020',
    });
  });

  it('takes the place and sector line and a labelled site for no field of the role', () => {
    expect(
      roles([
        ['Sept 2019 – Martie 2021'],
        ['Blogger'],
        ['Cluj-Napoca | Internet / Marketing Online'],
        ['Owner/Administrator : www.example.org'],
        ['Wrote the texts of the sites', false, true],
        ['Feb 2013 – Sept 2019'],
        ['Relationship Manager – Danube Savings Bank'],
        ['Cluj-Napoca | Banking / Financial Services'],
        ['Advised clients on savings', false, true],
      ]),
    ).toEqual([
      ['Blogger', '', 'Sept 2019', 'Martie 2021'],
      ['Relationship Manager', 'Danube Savings Bank', 'Feb 2013', 'Sept 2019'],
    ]);
  });

  it('keeps the employer and drops the postal address written after it', () => {
    expect(
      roles([
        ['Night Porter'],
        ['Villa Rosa, Via del Mare, 68, 95024 Santa Venera CT'],
        ['March 2024 - August 2024'],
        ['Welcomed guests at night', false, true],
        ['Room Attendant'],
        ['Fairview St Albans, Old Lodge, Hartwell KY16 8PN'],
        ['May 2025 – present'],
        ['Cleaned the suites', false, true],
        ['Teaching Assistant'],
        ['Lakeside International School, 347/2a Temple St'],
        ['September 2023 - January 2024'],
        ['Helped in the computing classes', false, true],
      ]),
    ).toEqual([
      ['Night Porter', 'Villa Rosa', 'March 2024', 'August 2024'],
      ['Room Attendant', 'Fairview St Albans', 'May 2025', 'present'],
      ['Teaching Assistant', 'Lakeside International School', 'September 2023', 'January 2024'],
    ]);
  });

  it('reads research posts held on a grant, set as title | institute, as roles', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['SCIENTIFIC RESEARCH', false, false, true],
        ['Research Scholarship | Instituto de Física Aplicada', true],
        ['Oct 2023 to present'],
        ['Studied uncertainty in language models', false, true],
        ['Research Scholarship | Quanta Lab - University of Lakeside', true],
        ['Oct 2020 to May 2021'],
        ['Built a question answering system', false, true],
        ['EDUCATION', false, false, true],
        ['University of Lakeside'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.startDate, r.endDate])).toEqual([
      ['Oct 2023', 'present'],
      ['Oct 2020', 'May 2021'],
    ]);
    expect(parsed.experience[0]).toMatchObject({
      title: 'Research Scholarship',
      company: 'Instituto de Física Aplicada',
    });
  });
});

describe('ranges wrapped in a date column, and roles told in sentences', () => {
  it('joins a start and its dash to the end opening the next line', () => {
    expect(
      roles([
        ['1984 – Riverside Bakery'],
        ['1988 | Shift supervisor'],
        ['1988 - Various schools'],
        [', 2021 | Technical Teacher'],
      ]),
    ).toEqual([
      ['Shift supervisor', 'Riverside Bakery', '1984', '1988'],
      ['Technical Teacher', 'Various schools', '1988', '2021'],
    ]);
  });

  it('reads roles told after their ranges, under Education, as work', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['Education', false, false, true],
        ['Qualification: Level 3 Diploma in Health and Social Care'],
        ['Date: September 2015 – June 2017'],
        ['Institution: Lakeside College'],
        [
          'November 2017 – March 2018: I worked for Homecare Partners as a care worker. I supported people in their own homes with meals and medication.',
        ],
        [
          'June 2018 – May 2020: Northwind Care. My last job working as a support worker for an agency, helping people live on their own.',
        ],
        ['Skills', false, false, true],
        ['First aid'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.title, r.company, r.startDate, r.endDate])).toEqual([
      ['care worker', 'Homecare Partners', 'November 2017', 'March 2018'],
      ['support worker', 'Northwind Care', 'June 2018', 'May 2020'],
    ]);
  });

  it('still reads a list of jobs told after "as a" whole (guard)', () => {
    expect(
      roles([
        ['June 2022 - August 2022'],
        [
          'I was placed at the Harbor Insurance Fund. I worked as a customer care consultant, claims clerk and IT assistant.',
        ],
      ]),
    ).toEqual([
      [
        'customer care consultant, claims clerk and IT assistant',
        'Harbor Insurance Fund',
        'June 2022',
        'August 2022',
      ],
    ]);
  });
});

describe('more ways to write a range, and a business done as', () => {
  it('reads "Starting", "till yet", the Dutch "t/m" and a day set apart from its comma', () => {
    expect(findDateRange('Starting 09/2027 | Porto, Portugal')).toMatchObject({
      start: '09/2027',
      current: true,
    });
    expect(findDateRange('Support Staff — [2015 till yet].')).toMatchObject({
      start: '2015',
      current: true,
    });
    expect(findDateRange('14/03/2022 t/m 14/03/2023')).toMatchObject({
      start: '14/03/2022',
      end: '14/03/2023',
    });
    expect(findDateRange('Duluth, MN | June 2007-May 18 , 2008')).toMatchObject({
      start: 'June 2007',
      end: 'May 18 , 2008',
    });
  });

  it('still reads a year after "starting" inside a sentence as a year (guard)', () => {
    expect(findDateRange('Grew sales 30% starting 2019 with new clients')).toMatchObject({
      start: '2019',
      end: '2019',
      current: false,
    });
  });

  it('reads the business after "D/B/A" as the employer', () => {
    expect(
      roles([
        ['2021 – Present Sole Proprietor D/B/A Harbor Tutoring | Maine, U.S.A.'],
        ['Tutored students in algebra', false, true],
      ]),
    ).toEqual([['Sole Proprietor', 'D/B/A Harbor Tutoring', '2021', 'Present']]);
  });

  it('reads a role line that opens with its range, set as a list item, as the role’s line', () => {
    expect(
      roles([
        ['2021 – Present Sole Proprietor D/B/A Harbor Tutoring | Maine, U.S.A.', false, true],
        ['Tutored students in algebra and geometry', false, true],
        ['2018 – 2021 Office Clerk Pinewood Supply | Maine, U.S.A.'],
        ['Kept the parts ledger', false, true],
      ]),
    ).toEqual([
      ['Sole Proprietor', 'D/B/A Harbor Tutoring', '2021', 'Present'],
      ['Office Clerk Pinewood Supply', '', '2018', '2021'],
    ]);
  });
});

describe('courses listed by term under a teaching role', () => {
  it('reads each term’s line as an item of the role above, not a role of its own', () => {
    expect(
      roles([
        ['Lakeside University | 2020-present'],
        ['Teaching Assistant'],
        ['Spring 2021: Introduction to Statistical Learning (STAT 435)'],
        ['Winter 2021: Elements of Statistical Methods (STAT 311).'],
        ['Autumn 2020: Statistical Reasoning (STAT 220).'],
        ['Northwind Labs | 2019-2021'],
        ['Software Engineering Intern'],
        ['Summer 2021: Object recognition team.'],
      ]),
    ).toEqual([
      ['Teaching Assistant', 'Lakeside University', '2020', 'present'],
      ['Software Engineering Intern', 'Northwind Labs', '2019', '2021'],
    ]);
  });

  it('still reads a term’s line with no range above it as a role (guard)', () => {
    expect(roles([['Summer 2019: Research Intern, Quanta Lab']])).toEqual([
      ['Research Intern', 'Quanta Lab', 'Summer 2019', 'Summer 2019'],
    ]);
  });
});
