import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';

// A work history told as one paragraph a role, the employer on its own line above, as a long
// career's Word resume has it (issue #23: the wild set). A made-up person.
const long = (opening: string) =>
  `${opening} ${'Validated pooled safety datasets, tables and listings for submissions. '.repeat(18)}`;

describe('a role told as one paragraph after its title and dates', () => {
  it('is read however long the paragraph runs, and with a bar typed against the title', () => {
    const text = [
      'Dana Ortiz',
      'dana.ortiz@example.com',
      'Work History',
      'Harbor Biopharma (Acquired by Pfizer)',
      long('Statistical Programmer | 2018 to 2019: Statistical programming with focus on'),
      'Lakeside Health Outcomes',
      'SAS Programmer/Data Manager| 2003 to 2004: Provided data analysis for several studies.',
      'Education',
      'BS Statistics, 2003',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Statistical Programmer', 'Harbor Biopharma (Acquired by Pfizer)', '2018', '2019'],
      ['SAS Programmer/Data Manager', 'Lakeside Health Outcomes', '2003', '2004'],
    ]);
  });

  it('keeps a unit after a dash, and a dash inside brackets, in the employer’s name', () => {
    const text = [
      'Dana Ortiz',
      'dana.ortiz@example.com',
      'Work History',
      'Sorrel Group USA – Heart Valves Business Unit',
      'SAS Programmer | 2011: Managed clinical data for several post-marketing trials.',
      'Front Range Prevention Center (CRO – Cardiovascular Focus)',
      'SAS Programmer | 2004 to 2007: Provided SAS programming and validation of code.',
      'Northwind Analytics — Denver',
      'Data Analyst | 2001 to 2004: Built monthly reports for the sales team.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['SAS Programmer', 'Sorrel Group USA – Heart Valves Business Unit', '2011', '2011'],
      [
        'SAS Programmer',
        'Front Range Prevention Center (CRO – Cardiovascular Focus)',
        '2004',
        '2007',
      ],
      ['Data Analyst', 'Northwind Analytics', '2001', '2004'],
    ]);
  });
});
