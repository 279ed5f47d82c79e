import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';
import { headingKind } from '../src/parse/classify-heading';
import { parseResume } from '../src/parse-resume';
import { pdfOf } from './fixtures/pdf-lines';

// A 'Research' section that lists positions held, not papers (issue #23, wild set: a
// physician's CV). A made-up person.
const cv = (heading: string, entries: string[]) =>
  [
    'Lucia Ferrante',
    'lucia.ferrante@example.com',
    'CLINICAL EXPERIENCE',
    'Rural Medicine Rotation',
    'Hospital San Roque · Jun 2025 – Aug 2025',
    '• Saw patients in the outpatient clinic.',
    heading,
    ...entries,
    'EDUCATION',
    'Doctor of Medicine, Northfield University, 2025',
  ].join('\n');

describe("a section headed 'Scientific Research'", () => {
  it('reads the positions it lists as roles', () => {
    const roles = rolesOfText(
      cv('SCIENTIFIC RESEARCH', [
        'Principal Investigator',
        'Northfield University · 2022–2024',
        '• Led a survey of eating habits among students.',
        'Research Intern',
        'Cardiac Research Institute · 2021–2022',
        '• Assisted in a study of heart muscle repair.',
      ]),
    );
    expect(roles.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['Rural Medicine Rotation', 'Hospital San Roque', 'Jun 2025'],
      ['Principal Investigator', 'Northfield University', '2022'],
      ['Research Intern', 'Cardiac Research Institute', '2021'],
    ]);
  });

  it('leaves a list of papers under it as papers', () => {
    const roles = rolesOfText(
      cv('RESEARCH', [
        '“Health literacy and screening in rural women.” Northfield Journal, 2024.',
        '“Eating habits of medical students.” Student Research Review, 2023.',
      ]),
    );
    expect(roles).toHaveLength(1);
  });
});

describe("an organisation's name that opens with a heading's word", () => {
  it('heads no section', () => {
    expect(headingKind('Research Institute of Information Technologies')).toBeNull();
    expect(headingKind('Training Center of the Harbour Authority')).toBeNull();
    expect(headingKind('Research Experience')).toBe('experience');
  });

  it("is a role's employer in a work section, set in bold as the employers are", () => {
    const doc = pdfOf([
      ['Taras Melnyk', 20],
      ['taras.melnyk@example.com', 10.5],
      ['Work', 16, true, true],
      ['Northwind Apps', 10.5, true],
      ['iOS Developer', 10.5],
      ['Sep 2010 – Oct 2014', 10.5],
      ['Built the banking app.', 10.5],
      ['Research Institute of Information Technologies', 10.5, true],
      ['Junior Researcher', 10.5],
      ['Sep 2009 – Sep 2010', 10.5],
      ['Developed components in C++.', 10.5],
      ['Education', 16, true, true],
      ['MSc Computer Science, Kherson State University, 2009', 10.5],
    ]);
    expect(parseResume(doc).experience.map((e) => [e.title, e.company])).toEqual([
      ['iOS Developer', 'Northwind Apps'],
      ['Junior Researcher', 'Research Institute of Information Technologies'],
    ]);
  });
});
