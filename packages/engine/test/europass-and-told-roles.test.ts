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
