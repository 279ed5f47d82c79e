import { describe, expect, it } from 'vitest';
import { rowRoles as roles } from './fixtures/row-lines';

// Forms met in real resumes, written again in our own words: a header line whose employer is
// followed by its unit and town in brackets, long only by that aside; a line saying why a job
// ended, under the role's header; a header of fields set apart by commas that ends in a full stop;
// an intern named an attachee; a title told only in the first line of the role's text; and the employer's details the
// Europass editor prints between the employer and the title. Each row is [text, bold, bullet,
// space before].

describe('a bracketed aside after the employer', () => {
  it('does not make a header line too long to be one', () => {
    expect(
      roles([
        ['September 2019 -'],
        ['September 2020'],
        ['Modelling engineer, Westbrook Institute (Water Unit, Porto, Portugal)', true],
        ['Built a model of water flows and estimated its parameters.'],
        ['January-June 2019'],
        [
          'Research intern in statistical modelling, National School of Arts and Crafts (Health Laboratory, Lisbon, Portugal)',
          true,
        ],
        ['Extended a model of disease transmission between farms.'],
      ]),
    ).toEqual([
      ['Modelling engineer', 'Westbrook Institute', 'September 2019', 'September 2020'],
      [
        'Research intern in statistical modelling',
        'National School of Arts and Crafts',
        'January 2019',
        'June 2019',
      ],
    ]);
  });

  it('still leaves a long line with no aside to the body (guard)', () => {
    const read = roles([
      ['Modelling engineer, Westbrook Institute', true],
      ['January 2019 - June 2020'],
      [
        'Modelling engineer for the regional water board and the national weather office, Westbrook Institute of Coastal Studies',
      ],
    ]);
    expect(read).toEqual([
      ['Modelling engineer', 'Westbrook Institute', 'January 2019', 'June 2020'],
    ]);
  });
});

describe('why a job ended', () => {
  it('is the role text, never its employer', () => {
    expect(
      roles([
        [
          '26/11/2018 till 22/08/2023 - Technical Support Engineer - Harbour Systems (Northgate IT)',
        ],
        ['Reason for departure: reorganisation'],
        ['Kept the servers of twelve client offices running', false, true],
        [
          '16/07/2013 till 24/10/2018 - System Engineer Clinical Applications - Riverside Hospital Group',
        ],
        ['Reasons for leaving: restructuring'],
        ['Rolled out the ward scheduling software', false, true],
      ]),
    ).toEqual([
      ['Technical Support Engineer', 'Harbour Systems (Northgate IT)', '26/11/2018', '22/08/2023'],
      [
        'System Engineer Clinical Applications',
        'Riverside Hospital Group',
        '16/07/2013',
        '24/10/2018',
      ],
    ]);
  });
});

describe('an attachee', () => {
  it('is a title, not a line of duties', () => {
    expect(
      roles([
        ['Lakeview Textiles Limited, Kisumu', true],
        ['IT attachee'],
        ['May 2023 to August 2023'],
        ['Duties and Responsibilities', true],
        ['Technical support'],
        ['Network cabling'],
      ]),
    ).toEqual([['IT attachee', 'Lakeview Textiles Limited', 'May 2023', 'August 2023']]);
  });
});

describe("the employer's details under its name", () => {
  it('are no field: the employer is the line above them', () => {
    expect(
      roles([
        ['Harbour Language School – Portugal'],
        ['Country: Portugal | Email: office@example.org | Business/sector: Education'],
        ['Course Mentor', true],
        ['[ 14/09/2022 – Current ]'],
        ['Ran weekly online classes for beginners.', false, true],
        ['Northgate Tutoring Centre – Portugal'],
        ['Country: Portugal | Website: https://example.org/home | Business/sector: Education'],
        ['Links https://example.org/videos'],
        ['Mathematics Teacher', true],
        ['[ 29/09/2020 – 21/11/2021 ]'],
        ['Explained exam problems to students.', false, true],
      ]),
    ).toEqual([
      ['Course Mentor', 'Harbour Language School', '14/09/2022', 'Current'],
      ['Mathematics Teacher', 'Northgate Tutoring Centre', '29/09/2020', '21/11/2021'],
    ]);
  });
});

describe('fields set apart by commas, ending in a full stop', () => {
  it('are a header line, not a sentence', () => {
    expect(
      roles([
        ['IT Intern, Delta Holdings limited, Warri, Delta State.', false, false, true],
        ['Jul 2019 – Sep 2019'],
        ['Job Responsibilities', true],
        ['Maintained the electrical appliances', true, true],
      ]),
    ).toEqual([
      ['IT Intern', 'Delta Holdings limited, Warri, Delta State', 'Jul 2019', 'Sep 2019'],
    ]);
  });

  it('still leaves a sentence with a clause to the body (guard)', () => {
    expect(
      roles([
        ['Data Clerk, Delta Holdings', true],
        ['Jul 2019 – Sep 2019'],
        ['Kept the records, filed the invoices of the month, and answered calls.'],
      ]),
    ).toEqual([['Data Clerk', 'Delta Holdings', 'Jul 2019', 'Sep 2019']]);
  });
});

describe("a title told in the role's first line", () => {
  it("is read after 'as', named with no article", () => {
    expect(
      roles([
        ['June 2022 - September 2022', true],
        ['Lakeview Mills, Jinja, Uganda', true],
        ['Internship at Lakeview Mills as Quality Inspector and Floor Supervisor', false, true],
      ]),
    ).toEqual([
      ['Quality Inspector and Floor Supervisor', 'Lakeview Mills', 'June 2022', 'September 2022'],
    ]);
  });

  it('is not read from a name after "as" that holds no job\'s word (guard)', () => {
    expect(
      roles([
        ['June 2022 - September 2022', true],
        ['Lakeview Mills, Jinja, Uganda', true],
        ['Internship at Lakeview Mills as Part of the Summer Programme', false, true],
      ]),
    ).toEqual([['Lakeview Mills', '', 'June 2022', 'September 2022']]);
  });
});
