import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, table } from './fixtures/word-xml';

// Roles in a Word table under a header row naming its columns (issue #23, wild set); Word gives
// each cell a line of its own. A made-up person.
describe('a table of roles under a header row', () => {
  it('reads each row as a role, its cells as the columns name them', async () => {
    const body = [
      paragraph('Maeve Donnelly, PhD'),
      paragraph('maeve.donnelly@example.com'),
      paragraph('Work', { style: 'Heading1' }),
      table([
        ['Title', 'Organization', 'Where', 'Time'],
        ['Founder', 'Clearair Research LLC', 'Riverside, California', 'March 2021 -- Oct 2023'],
        [
          'Senior Scientist',
          'Bayside Technology, Inc.',
          'Petaluma, California',
          'January 2005 -- March 2021',
        ],
      ]),
      paragraph('Skills', { style: 'Heading1' }),
      paragraph('R, SQL, GIS'),
    ].join('');
    const doc = await readDocument(await packWordDocx({ body, headers: {} }));
    const roles = parseResume(doc).experience.map((e) => [
      e.title,
      e.company,
      e.location,
      e.startDate,
    ]);
    expect(roles).toEqual([
      ['Founder', 'Clearair Research LLC', 'Riverside, California', 'March 2021'],
      ['Senior Scientist', 'Bayside Technology, Inc.', 'Petaluma, California', 'January 2005'],
    ]);
  });
});
