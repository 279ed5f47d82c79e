import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { linesFromText } from '../src/read/lines-from-text';
import { parseResume } from '../src/parse-resume';
import type { ResumeDocument } from '../src/types';

// A section's roles share one layout; what most of them show of it reads the role the grammar
// left short (fill-from-layout.ts), and work history under a heading we lack is still read
// (work-under-unknown-heading.ts). Each resume is written here in our own words.
describe('the layout a section shares', () => {
  it('reads the employer over a role from where the other roles of the section have theirs', () => {
    const text = [
      'Noor Haddad',
      'noor.haddad@example.com',
      '',
      'Professional Experience',
      'Cascade Aerotech Bend, OR',
      'Supply Chain Intern June 2023 – September 2023',
      'Analysed two years of parts orders and cut reorder delays by a third.',
      'Riverside Family Center Boise, ID',
      'Kitchen Lead June 2022 – September 2022',
      'Ran breakfast service for sixty children each morning.',
    ].join('\n');
    const [first, second] = rolesOfText(text);
    expect(first![0]).toBe('Supply Chain Intern');
    expect(first![1]).toContain('Cascade Aerotech');
    expect(second![1]).toContain('Riverside Family Center');
  });

  it('leaves a field empty where the section agrees on no place for it', () => {
    const text = [
      'Noor Haddad',
      'noor.haddad@example.com',
      '',
      'Experience',
      'Supply Chain Intern June 2023 – September 2023',
      'Analysed two years of parts orders and cut reorder delays by a third.',
      'Kitchen Lead June 2022 – September 2022',
      'Ran breakfast service for sixty children each morning.',
    ].join('\n');
    expect(parseText(text).experience.map((e) => e.company)).toEqual(['', '']);
  });
});

// Headings as a Word file or Markdown marks them, so that a heading we do not know is one still.
function rolesUnderHeadings(lines: string[], headings: string[]): string[] {
  const read = linesFromText(lines.join('\n')).map((l, i) => ({
    ...l,
    line: i + 1,
    heading: headings.includes(l.text),
  }));
  const doc: ResumeDocument = { format: 'docx', pages: 1, lines: read, text: '', wordCount: 100 };
  return parseResume(doc).experience.map((e) => e.title);
}

describe('work history under a heading of no known kind', () => {
  const unknown = 'Where I Have Made a Difference';
  const roles = [
    unknown,
    'Senior Care Assistant, Meadowbank House, Leeds',
    'March 2019 – Present',
    'Planned daily care for twelve residents.',
    'Care Assistant, Hollins Lodge, Bradford',
    'June 2016 – February 2019',
    'Supported residents with meals and mobility.',
  ];
  const contact = ['Dana Whitlock', 'dana@example.com'];

  it('reads the roles of a resume whose only work section has a heading we do not know', () => {
    expect(rolesUnderHeadings([...contact, ...roles], [unknown])).toEqual([
      'Senior Care Assistant',
      'Care Assistant',
    ]);
  });

  it('reads no roles out of such a section where the resume has a work section of its own', () => {
    const lines = [
      ...contact,
      ...roles,
      'Experience',
      'Night Porter, Station Hotel, York',
      'May 2014 – May 2016',
    ];
    expect(rolesUnderHeadings(lines, ['Experience', unknown])).toEqual(['Night Porter']);
  });

  it('reads no roles out of dated courses under a heading we do not know', () => {
    const lines = [
      ...contact,
      'Things I Learnt Online',
      'Introduction to Statistics, Open Learning, 2021 – 2022',
      'Spreadsheets for Everyone, Open Learning, 2020 – 2021',
    ];
    expect(rolesUnderHeadings(lines, ['Things I Learnt Online'])).toEqual([]);
  });
});
