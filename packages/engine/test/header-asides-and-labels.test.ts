import { describe, expect, it } from 'vitest';
import { rowRoles as roles } from './fixtures/row-lines';

// Forms met in real resumes, written again in our own words: a header line whose employer is
// followed by its unit and town in brackets, long only by that aside; and a line saying why a
// job ended, under the role's header. Each row is [text, bold, bullet, space before].

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
