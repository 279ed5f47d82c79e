import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { findDateRange } from '../src/parse/find-dates';
import { rowDocument, rowRoles as roles } from './fixtures/row-lines';

// Forms met in resumes from outside the United States, written again in our own words: Europass
// place-and-sector lines, months in Romanian, an employer's postal address, research posts on a
// grant, date columns wrapped beside the roles, and roles told in sentences after their ranges.
// Each row is [text, bold, bullet, space before].

describe('Europass and other resumes from outside the United States', () => {
  it('reads Romanian months and the French "Fév." as months', () => {
    expect(findDateRange('Oct 2018 – Martie 2020')).toMatchObject({ end: 'Martie 2020' });
    expect(findDateRange('Octombrie 2018 - Iulie 2019')).toMatchObject({ start: 'Octombrie 2018' });
    expect(findDateRange('Neurology | Clinique du Lac | Fév. 2019')).toMatchObject({
      start: 'Fév. 2019',
    });
  });

  it('takes the place and sector line and a labelled site for no field of the role', () => {
    expect(
      roles([
        ['Oct 2018 – Martie 2020'],
        ['Blogger'],
        ['Cluj-Napoca | Retail / E-commerce'],
        ['Editor : www.example.org'],
        ['Wrote the texts of the sites', false, true],
        ['Mar 2011 – Sep 2018'],
        ['Relationship Manager – Danube Savings Bank'],
        ['Cluj-Napoca | Banking / Insurance'],
        ['Advised clients on savings', false, true],
      ]),
    ).toEqual([
      ['Blogger', '', 'Oct 2018', 'Martie 2020'],
      ['Relationship Manager', 'Danube Savings Bank', 'Mar 2011', 'Sep 2018'],
    ]);
  });

  it('keeps the employer and drops the postal address written after it', () => {
    expect(
      roles([
        ['Night Porter'],
        ['Villa Rosa, Via del Mare, 12, 90100 Santa Venera PA'],
        ['April 2022 - September 2022'],
        ['Welcomed guests at night', false, true],
        ['Room Attendant'],
        ['Fairview St Albans, Old Lodge, Hartwell HT4 2QX'],
        ['June 2023 – present'],
        ['Cleaned the suites', false, true],
        ['Teaching Assistant'],
        ['Lakeside International School, 58/3b Temple St'],
        ['October 2021 - February 2022'],
        ['Helped in the computing classes', false, true],
      ]),
    ).toEqual([
      ['Night Porter', 'Villa Rosa', 'April 2022', 'September 2022'],
      ['Room Attendant', 'Fairview St Albans', 'June 2023', 'present'],
      ['Teaching Assistant', 'Lakeside International School', 'October 2021', 'February 2022'],
    ]);
  });

  it('reads research posts held on a grant, set as title | institute, as roles', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['SCIENTIFIC RESEARCH', false, false, true],
        ['Research Scholarship | Instituto de Física Aplicada', true],
        ['Nov 2022 to present'],
        ['Modelled river flooding', false, true],
        ['Research Scholarship | Quanta Lab - University of Lakeside', true],
        ['Sep 2019 to Jun 2020'],
        ['Wrote a tool for soil samples', false, true],
        ['EDUCATION', false, false, true],
        ['University of Lakeside'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.startDate, r.endDate])).toEqual([
      ['Nov 2022', 'present'],
      ['Sep 2019', 'Jun 2020'],
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
        ['1988 | Night baker'],
        ['1988 - Hillcrest schools'],
        [', 2021 | Science Teacher'],
      ]),
    ).toEqual([
      ['Night baker', 'Riverside Bakery', '1984', '1988'],
      ['Science Teacher', 'Hillcrest schools', '1988', '2021'],
    ]);
  });

  it('reads roles told after their ranges, under Education, as work', () => {
    const parsed = parseResume(
      rowDocument([
        ['Rowan Hale'],
        ['rowan.hale@example.com'],
        ['Education', false, false, true],
        ['Qualification: Diploma in Care Practice'],
        ['Date: September 2013 – June 2015'],
        ['Institution: Lakeside College'],
        [
          'October 2016 – February 2017: I worked for Homecare Partners as a care worker. I helped people at home with meals and medication.',
        ],
        [
          'March 2019 – April 2021: Northwind Care. My last job was as a support worker for a care agency, helping people live on their own.',
        ],
        ['Skills', false, false, true],
        ['First aid'],
      ]),
    );
    expect(parsed.experience.map((r) => [r.title, r.company, r.startDate, r.endDate])).toEqual([
      ['care worker', 'Homecare Partners', 'October 2016', 'February 2017'],
      ['support worker', 'Northwind Care', 'March 2019', 'April 2021'],
    ]);
  });

  it('still reads a list of jobs told after "as a" whole (guard)', () => {
    expect(
      roles([
        ['June 2022 - August 2022'],
        [
          'I was placed at the Harbor Insurance Fund. I worked as a front desk clerk, claims clerk and IT assistant.',
        ],
      ]),
    ).toEqual([
      [
        'front desk clerk, claims clerk and IT assistant',
        'Harbor Insurance Fund',
        'June 2022',
        'August 2022',
      ],
    ]);
  });
});
