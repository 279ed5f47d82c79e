import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { findDateRange } from '../src/parse/find-dates';
import { rowDocument, rowRoles as roles } from './fixtures/row-lines';

// Forms met in real resumes, written again in our own words: an open end said as 'Present Day',
// months in Dutch or Swedish in an English resume, a line on what the employer does under its
// own label, an employer whose name ends in a heading's word, employers named short or beside
// how the job was held, two stints under one title, and a table's date cell read row by row.
// Each row is [text, bold, bullet, space before].

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
        ['Environment: PHP, MySQL'],
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
        ['June 2020 – Feb 2022'],
        ['The Corbel Institute'],
        ['Research Assistant', false, false, true],
        ['Feb 2016 – April 2018'],
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
        ['Feb 2016 – April 2018'],
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
        ['March to June 2021'],
        ['Launch Pad'],
        ['Junior Designer'],
        ['January to March 2022'],
      ]),
    ).toEqual([
      ['Teaching Assistant', 'Lakeside University', 'March 2021', 'June 2021'],
      ['Junior Designer', 'Launch Pad', 'January 2022', 'March 2022'],
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
        ['(March to June 2021)'],
        ['Marked the weekly tests', false, true],
      ]),
    ).toEqual([['Teaching Assistant', 'Lakeside University', 'March 2021', 'June 2021']]);
  });

  it('reads two ranges on lines of their own under one title as two stints', () => {
    expect(
      roles([
        ['Lakeside University'],
        ['Teaching Assistant'],
        ['March to June 2021'],
        ['September to November 2021'],
        ['Marked the weekly tests', false, true],
        ['Northwind Traders'],
        ['Analyst'],
        ['Jan 2023 - Present'],
      ]),
    ).toEqual([
      ['Teaching Assistant', 'Lakeside University', 'March 2021', 'June 2021'],
      ['Teaching Assistant', 'Lakeside University', 'September 2021', 'November 2021'],
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
