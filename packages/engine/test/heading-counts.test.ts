import { describe, expect, it } from 'vitest';
import { headingKind } from '../src/parse/classify-heading';
import { rolesOfText } from './fixtures/parse-text';

// A heading followed by how many entries or years it holds, as themes and people print it
// (issue #23: real Word resumes). A made-up person.
describe('a heading with a count after it', () => {
  it('is the heading it names, whether the count is of entries or of years', () => {
    expect(headingKind('Work Experience(8)')).toBe('experience');
    expect(headingKind('Experience (2.4)')).toBe('experience');
    expect(headingKind('Experience (5+ years)')).toBe('experience');
    expect(headingKind('Professional Experience (3 yrs):')).toBe('experience');
    expect(headingKind('Projects (3)')).toBe('projects');
  });

  it('heads the roles under it', () => {
    const text = [
      'Tamil Selvan R',
      'tamil.selvan@example.com',
      'Experience (3.5)',
      'January 2022 – present (1.1)',
      'Systems Engineer | Test automation, Northwind Systems',
      '• Wrote automated checks in Java for the billing screens.',
      'October 2020 – January 2022 (1.3)',
      'Web Designer | Contoso Digital',
      '• Designed landing pages in HTML5 and CSS3.',
      'Skills',
      '• Selenium, TestNG, Maven',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Systems Engineer', 'Test automation, Northwind Systems', 'January 2022', 'present'],
      ['Web Designer', 'Contoso Digital', 'October 2020', 'January 2022'],
    ]);
  });
});
