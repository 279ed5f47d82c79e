import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';
import { rolesOfText } from './fixtures/parse-text';

// A role's own lines that open with a heading's words (issue #23, scale corpus: 'elegant' and
// 'even' print highlights without a glyph): they stay the role's, and the roles after them are
// read. A made-up person.
const NAME: LineSpec[] = [
  ['Tomas Ferreira', 24],
  ['tomas.ferreira@example.com', 10],
  ['Work Experience', 12, true, true],
];

const rolesOf = (lines: LineSpec[]) =>
  parseResume(
    pdfOf([...NAME, ...lines, ['Education', 12, true, true], ['BSc, Lisbon', 12]]),
  ).experience.map((e) => [e.title, e.company, e.startDate]);

describe('a line of a role that opens with a heading word', () => {
  it("is the role's when it labels the tools used ('Languages: Python')", () => {
    const text = [
      'Tomas Ferreira',
      'tomas.ferreira@example.com',
      'WORK EXPERIENCE',
      'Co-founder, Routegy',
      'Jan 2019 - Present',
      'Responsible for product direction and system architecture.',
      'Languages: Python, HCL, Javascript',
      'Technologies: Django, Vue.js, Terraform',
      'Senior Engineer, Apptentive',
      'Jan 2017 - Jan 2019',
      'Ran the pager rotation for the ingest system.',
      'EDUCATION',
      'BSc, Lisbon',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Co-founder', 'Routegy', 'Jan 2019', 'Present'],
      ['Senior Engineer', 'Apptentive', 'Jan 2017', 'Jan 2019'],
    ]);
  });

  it("is the role's when set as the text is, the headings being set otherwise", () => {
    expect(
      rolesOf([
        ['Technical Documenter, Conafor', 12, false, true],
        ['Jan, 2019 - Jan, 2022', 10],
        ['Documented the contracting of IT services.', 12],
        ['Training and document management (SharePoint)', 12],
        ['Systems Analyst, Axtel', 12, false, true],
        ['Jan, 2018 - Jan, 2019', 10],
        ['Kept the time clock system running.', 12],
      ]),
    ).toEqual([
      ['Technical Documenter', 'Conafor', 'Jan, 2019'],
      ['Systems Analyst', 'Axtel', 'Jan, 2018'],
    ]);
  });
});
