import { describe, expect, it } from 'vitest';
import { findDateRange } from '../src/parse/find-dates';
import { rowRoles as roles } from './fixtures/row-lines';

// More ways real resumes write a range ('Starting 09/2027', 'till yet', 't/m'), a business done
// as another name, a role's line set as a list item, and courses listed by term under a
// teaching role, written again in our own words. Each row is [text, bold, bullet, space before].

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
        ['Spring 2021: Probability for Engineers (MATH 240)'],
        ['Winter 2021: Linear Algebra (MATH 215).'],
        ['Autumn 2020: Calculus I (MATH 110).'],
        ['Northwind Labs | 2019-2021'],
        ['Software Engineering Intern'],
        ['Summer 2021: Search ranking team.'],
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
