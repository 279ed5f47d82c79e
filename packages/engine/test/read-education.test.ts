import { describe, expect, it } from 'vitest';
import type { TextLine } from '../src/types';
import { readEducation } from '../src/parse/read-education';

const lines = (...texts: string[]): TextLine[] =>
  texts.map((raw) => ({
    text: raw.replace(/^- /, ''),
    page: 1,
    fontSize: 0,
    emphasis: false,
    bullet: raw.startsWith('- '),
  }));

const entry = (fields: Partial<ReturnType<typeof empty>>) => ({ ...empty(), ...fields });
const empty = () => ({
  degree: '',
  school: '',
  location: '',
  dates: '',
  honours: [] as string[],
  details: [] as string[],
});

describe('education read as schools', () => {
  it('takes degree, school, place and dates from one line in any order, honours apart', () => {
    expect(
      readEducation(
        lines(
          'B.S. Statistics | University of Texas at Austin | Austin, TX | 2017',
          "- Dean's List, GPA 3.8",
          '- Coursework: Bayesian methods, survey design',
          '2010 – 2014 Master of Business Administration, Stanford University, Stanford, CA, USA',
        ),
      ),
    ).toEqual([
      entry({
        degree: 'B.S. Statistics',
        school: 'University of Texas at Austin',
        location: 'Austin, TX',
        dates: '2017',
        honours: ["Dean's List, GPA 3.8"],
        details: ['Coursework: Bayesian methods, survey design'],
      }),
      entry({
        degree: 'Master of Business Administration',
        school: 'Stanford University',
        location: 'Stanford, CA, USA',
        dates: '2010 – 2014',
      }),
    ]);
  });

  it('splits a degree written before its school, and knows schools by their short names', () => {
    expect(
      readEducation(
        lines(
          'PhD Princeton University, Computer Science | Princeton, NJ',
          'Sept 2018 – May 2023',
          'Master of Science in Computer Science, MIT, Cambridge, MA',
        ),
      ),
    ).toEqual([
      entry({
        degree: 'PhD, Computer Science',
        school: 'Princeton University',
        location: 'Princeton, NJ',
        dates: 'Sept 2018 – May 2023',
      }),
      entry({
        degree: 'Master of Science in Computer Science',
        school: 'MIT',
        location: 'Cambridge, MA',
      }),
    ]);
  });

  it('takes dates written above their school, a place on its own line, and skips page numbers', () => {
    expect(
      readEducation(
        lines(
          '2007-2010',
          'BSc, Computer Science; University of Hometown',
          'Cambridge, MA, USA',
          '2/2',
        ),
      ),
    ).toEqual([
      entry({
        degree: 'BSc, Computer Science',
        school: 'University of Hometown',
        location: 'Cambridge, MA, USA',
        dates: '2007-2010',
      }),
    ]);
  });

  it('leaves lines that are not schools to be kept as written', () => {
    expect(readEducation(lines('- Some college'))).toBeNull();
  });
});
