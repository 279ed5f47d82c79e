import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';

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
