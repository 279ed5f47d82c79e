import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { headingKind } from '../src/parse/classify-heading';

const roles = rolesOfText;

describe('work history under no heading', () => {
  it('reads the dated roles after the contact lines and summary as experience', () => {
    const text = [
      'Terry Brink',
      'IT Support Engineer',
      'Marietta, GA',
      'terry@example.com',
      'I keep teams working with quick, friendly support.',
      'IT Support Engineer | Northwind Traders',
      'June 2022 to Present',
      '• Onboarded 40 new hires a month',
      'Client Support Specialist | Contoso - Dunwoody, GA',
      'June 2015 to June 2018',
      '• Guided customers through server setup',
      'Education',
      'High School Diploma',
      'Southwest High School',
      '2008 to 2012',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['IT Support Engineer', 'Northwind Traders', 'June 2022', 'Present'],
      ['Client Support Specialist', 'Contoso', 'June 2015', 'June 2018'],
    ]);
  });

  it('reads roles set right under the contact lines, each title above its employer and dates', () => {
    const text = [
      'Jack Linden',
      '22 Central St, Topsfield, MA 01983 | jack@example.com',
      'Baseball Video Analyst',
      'Data Resources Ltd, Chicago, IL – Remote',
      '2022 – Present',
      '• Analysed 400 hours of minor league games',
      'Driving Range Attendant',
      'BFM Driving Range – North Reading, MA',
      'June 2017 – Present',
      '• Ran the range on my own at weekends',
      'Education',
      'Bachelor’s degree in communications',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Baseball Video Analyst', 'Data Resources Ltd', '2022', 'Present'],
      ['Driving Range Attendant', 'BFM Driving Range', 'June 2017', 'Present'],
    ]);
  });

  it('leaves a header with one dated line as the header', () => {
    const text = [
      'Terry Brink',
      'terry@example.com',
      'Support Engineer since June 2022 to Present at Northwind',
      'Skills',
      'Active Directory',
    ].join('\n');
    expect(parseText(text).experience).toEqual([]);
  });
});

describe('headings of work in more words', () => {
  it('reads a longer qualified heading as experience, a sentence about years as none', () => {
    expect(headingKind('Relevant senior professional and analytical experience')).toBe(
      'experience',
    );
    expect(headingKind('Over ten years of professional experience')).toBeNull();
  });

  it('keeps a role’s "Synopsis:" label inside the role', () => {
    const text = [
      'Tom Quill',
      'tom@example.com',
      'Relevant professional experience',
      'Data Scientist, Department of Agriculture',
      'April 2021 – Present',
      'Synopsis:',
      'Modernising the department’s data systems.',
      'Senior Analyst, Health Funding Body',
      'October 2019 – March 2021',
      'Synopsis:',
      'Built the funding model.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Data Scientist', 'Department of Agriculture', 'April 2021', 'Present'],
      ['Senior Analyst', 'Health Funding Body', 'October 2019', 'March 2021'],
    ]);
  });
});
