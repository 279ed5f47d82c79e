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
        ['October 2017 -'],
        ['November 2018'],
        ['Modelling engineer, Westbrook Institute (Water Unit, Porto, Portugal)', true],
        ['Built a model of water flows and estimated its parameters.'],
        ['February-July 2016'],
        [
          'Research intern in statistical modelling, National School of Coastal Studies (Health Laboratory, Lisbon, Portugal)',
          true,
        ],
        ['Extended a model of disease transmission between farms.'],
      ]),
    ).toEqual([
      ['Modelling engineer', 'Westbrook Institute', 'October 2017', 'November 2018'],
      [
        'Research intern in statistical modelling',
        'National School of Coastal Studies',
        'February 2016',
        'July 2016',
      ],
    ]);
  });

  it('still leaves a long line with no aside to the body (guard)', () => {
    const read = roles([
      ['Modelling engineer, Westbrook Institute', true],
      ['February 2016 - July 2017'],
      [
        'Modelling engineer for the regional water board and the national weather office, Westbrook Institute of Coastal Studies',
      ],
    ]);
    expect(read).toEqual([
      ['Modelling engineer', 'Westbrook Institute', 'February 2016', 'July 2017'],
    ]);
  });
});

describe('why a job ended', () => {
  it('is the role text, never its employer', () => {
    expect(
      roles([
        [
          '03/02/2019 till 17/05/2024 - Technical Support Engineer - Harbour Systems (Northgate IT)',
        ],
        ['Reason for departure: reorganisation'],
        ['Kept the servers of twelve client offices running', false, true],
        [
          '08/03/2014 till 11/01/2019 - System Engineer Clinical Applications - Riverside Hospital Group',
        ],
        ['Reasons for leaving: restructuring'],
        ['Rolled out the ward scheduling software', false, true],
      ]),
    ).toEqual([
      ['Technical Support Engineer', 'Harbour Systems (Northgate IT)', '03/02/2019', '17/05/2024'],
      [
        'System Engineer Clinical Applications',
        'Riverside Hospital Group',
        '08/03/2014',
        '11/01/2019',
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
        ['March 2021 to June 2021'],
        ['Duties and Responsibilities', true],
        ['Technical support'],
        ['Network cabling'],
      ]),
    ).toEqual([['IT attachee', 'Lakeview Textiles Limited', 'March 2021', 'June 2021']]);
  });
});

describe("the employer's details under its name", () => {
  it('are no field: the employer is the line above them', () => {
    expect(
      roles([
        ['Harbour Language School – Portugal'],
        ['Country: Portugal | Email: office@example.org | Business/sector: Education'],
        ['Course Mentor', true],
        ['[ 05/04/2021 – Current ]'],
        ['Ran weekly online classes for beginners.', false, true],
        ['Northgate Tutoring Centre – Portugal'],
        ['Country: Portugal | Website: https://example.org/home | Business/sector: Education'],
        ['Links https://example.org/videos'],
        ['Mathematics Teacher', true],
        ['[ 12/10/2018 – 30/06/2020 ]'],
        ['Explained exam problems to students.', false, true],
      ]),
    ).toEqual([
      ['Course Mentor', 'Harbour Language School', '05/04/2021', 'Current'],
      ['Mathematics Teacher', 'Northgate Tutoring Centre', '12/10/2018', '30/06/2020'],
    ]);
  });
});

describe('fields set apart by commas, ending in a full stop', () => {
  it('are a header line, not a sentence', () => {
    expect(
      roles([
        ['IT Intern, Delta Holdings limited, Lakeside, Eastern Region.', false, false, true],
        ['Feb 2018 – Apr 2018'],
        ['Job Responsibilities', true],
        ['Maintained the electrical appliances', true, true],
      ]),
    ).toEqual([
      ['IT Intern', 'Delta Holdings limited, Lakeside, Eastern Region', 'Feb 2018', 'Apr 2018'],
    ]);
  });

  it('still leaves a sentence with a clause to the body (guard)', () => {
    expect(
      roles([
        ['Data Clerk, Delta Holdings', true],
        ['Feb 2018 – Apr 2018'],
        ['Kept the records, filed the invoices of the month, and answered calls.'],
      ]),
    ).toEqual([['Data Clerk', 'Delta Holdings', 'Feb 2018', 'Apr 2018']]);
  });
});

describe("a title told in the role's first line", () => {
  it("is read after 'as', named with no article", () => {
    expect(
      roles([
        ['July 2019 - October 2019', true],
        ['Lakeview Mills, Jinja, Uganda', true],
        ['Internship at Lakeview Mills as Quality Inspector and Floor Supervisor', false, true],
      ]),
    ).toEqual([
      ['Quality Inspector and Floor Supervisor', 'Lakeview Mills', 'July 2019', 'October 2019'],
    ]);
  });

  it('is not read from a name after "as" that holds no job\'s word (guard)', () => {
    expect(
      roles([
        ['July 2019 - October 2019', true],
        ['Lakeview Mills, Jinja, Uganda', true],
        ['Internship at Lakeview Mills as Part of the Summer Programme', false, true],
      ]),
    ).toEqual([['Lakeview Mills', '', 'July 2019', 'October 2019']]);
  });
});
