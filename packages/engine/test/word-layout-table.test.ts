import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, run, table } from './fixtures/word-xml';

// A Word resume laid out in a table (issue #23, wild set): each field of a role in a row of its
// own after a spacer cell left empty, the title and the employer in bold, then the town, then
// the dates in bold. A made-up person.
const role = (title: string, employer: string, town: string, dates: string) =>
  table([
    ['', run(title, true)],
    ['', run(employer, true)],
    ['', town],
    ['', run(dates, true)],
  ]);

describe('a Word table with an empty spacer cell before each field', () => {
  it('reads the title, the employer and the dates of each role', async () => {
    const body = [
      paragraph('Niamh Byrne'),
      paragraph('niamh.byrne@example.com'),
      paragraph('Experience', { style: 'Heading1' }),
      role('Van Driver', 'Clare Distribution Services', 'Dundalk/ Louth', '10/2022 - Current'),
      paragraph('Delivered parcels across the county.', { style: 'ListBullet' }),
      role('Clerical Officer', 'Harbour Health Services', 'Swords/ Co Dublin', '11/2019 - 06/2020'),
      paragraph('Kept the refunds ledger for the unit.', { style: 'ListBullet' }),
      paragraph('Skills', { style: 'Heading1' }),
      paragraph('Driving, clerical work'),
    ].join('');
    const doc = await readDocument(await packWordDocx({ body, headers: {} }));
    // No blank line stands between one cell and the next of a row.
    expect(doc.lines.filter((l) => l.spaceBefore).map((l) => l.text)).not.toContain(
      'Clare Distribution Services',
    );
    const roles = parseResume(doc).experience.map((e) => [e.title, e.startDate, e.endDate]);
    expect(roles).toEqual([
      ['Van Driver', '10/2022', 'Current'],
      ['Clerical Officer', '11/2019', '06/2020'],
    ]);
    expect(parseResume(doc).experience[0]!.company).toContain('Clare Distribution Services');
  });
});
