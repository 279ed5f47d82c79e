import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, run, table } from './fixtures/word-xml';
import { findSoffice } from './zoo/office-formats';
import { rolesOfText } from './fixtures/parse-text';

// A CV on the Europass form (issue #23, wild set): each field's label in the left cell of a
// table row and its value in the right one, so a reader gets the label and the value as lines
// of their own, and the employer comes after the activities. A made-up person.
const role = (dates: string, title: string, duties: string, employer: string) =>
  table([
    ['Dates', dates],
    ['Occupation or position held', run(title, true)],
    ['Main activities and responsibilities', duties],
    ['Name and address of employer', employer],
  ]);

async function europassDocx(): Promise<Uint8Array> {
  const body = [
    paragraph(run('Curriculum Vitae', true)),
    paragraph(run('Personal information', true)),
    table([
      ['First name / Surname', 'Taras Hnatyuk'],
      ['Address', 'Lviv, Ukraine'],
      ['E-mail', 'taras.hnatyuk@example.com'],
    ]),
    paragraph(run('Work experience', true)),
    role(
      '2019 - 2023',
      'Network Technician',
      'Fitted home internet lines',
      'Kvant Net, Shevchenka 12, Lviv, Ukraine',
    ),
    role(
      '2016 – 2018',
      'Ski Instructor',
      'Taught groups of beginners',
      'Slavske Ski Club, Slavske, Ukraine',
    ),
    paragraph(run('Education and training', true)),
    table([
      ['Dates', '2011 – 2016'],
      ['Title of qualification awarded', 'Bachelor of Computer Systems'],
    ]),
  ].join('');
  return packWordDocx({ body, headers: {} });
}

const expected = [
  ['Network Technician', 'Kvant Net', '2019', '2023'],
  ['Ski Instructor', 'Slavske Ski Club', '2016', '2018'],
];

const rolesOf = (bytes: Uint8Array) =>
  readDocument(bytes).then((doc) => {
    const parsed = parseResume(doc);
    return {
      name: parsed.name,
      roles: parsed.experience.map((e) => [e.title, e.company, e.startDate, e.endDate]),
      places: parsed.experience.map((e) => e.location),
    };
  });

describe('a form whose labels stand in a column of their own', () => {
  it('reads each role from its labelled fields in a Word file', async () => {
    const read = await rolesOf(await europassDocx());
    expect(read.roles).toEqual(expected);
    // The employer's address is the role's place, not part of its name.
    expect(read.places[0]).toBe('Shevchenka 12, Lviv, Ukraine');
    expect(read.name).toBe('Taras Hnatyuk');
  });

  it('reads the same roles from the PDF LibreOffice prints of it', async () => {
    const soffice = findSoffice();
    expect(soffice, 'LibreOffice (soffice) is needed to print the form as PDF').not.toBeNull();
    const work = mkdtempSync(path.join(tmpdir(), 'form-labels-'));
    try {
      const source = path.join(work, 'europass.docx');
      writeFileSync(source, await europassDocx());
      const profile = `-env:UserInstallation=file://${path.join(work, 'profile')}`;
      execFileSync(
        soffice!,
        [profile, '--headless', '--convert-to', 'pdf', '--outdir', work, source],
        {
          stdio: 'ignore',
          timeout: 120_000,
        },
      );
      const read = await rolesOf(new Uint8Array(readFileSync(path.join(work, 'europass.pdf'))));
      expect(read.roles).toEqual(expected);
      expect(read.name).toBe('Taras Hnatyuk');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("reads a labelled title under a role's dates, its note in brackets aside", async () => {
    // Each label in bold on a line of its own, its value on the next; a note after the dates.
    const held = (dates: string, position: string, synopsis: string) => [
      paragraph(run(dates, true)),
      paragraph(run('Position:', true)),
      paragraph(run(position, true)),
      paragraph(run('Synopsis:', true)),
      paragraph(synopsis),
    ];
    const body = [
      paragraph(run('Mei Lin Tan', true)),
      paragraph('mei.tan@example.com'),
      paragraph(run('Professional experience', true)),
      ...held(
        'April 2021- ongoing (contract)',
        'Data Scientist, Harbour Board',
        'Built the models.',
      ),
      ...held(
        'January 2021- May 2021 (limited term contract)',
        'Data Analyst, Rail Office',
        'Mapped the data.',
      ),
      paragraph(run('Education', true)),
      paragraph('Master of Statistics, 2012'),
    ].join('');
    const read = await rolesOf(await packWordDocx({ body, headers: {} }));
    expect(read.roles).toEqual([
      ['Data Scientist', 'Harbour Board', 'April 2021', 'ongoing'],
      ['Data Analyst', 'Rail Office', 'January 2021', 'May 2021'],
    ]);
  });
});

// The Europass form as some fill it in: the employer written where the form asks for the
// employer's trade. A made-up person.
describe('an employer written under the trade’s label', () => {
  it('reads it as the employer, and the trade as no field where the employer is named', () => {
    const text = [
      'Elena Petrovska',
      'elena.petrovska@example.com',
      'WORK EXPERIENCE',
      'Dates: June 2012 - July 2012',
      'Occupation or position held: Credit analyst intern',
      'Type of business or sector: Vardar Savings Bank - Skopje, Macedonia',
      '• Assessed the risk of loan proposals.',
      'Dates: September 2013 - September 2014',
      'Occupation or position held: Bookkeeper',
      'Name of employer: Ohrid Lake Cafe | Type of business or sector: Hospitality',
      '• Kept the records of the cafe.',
    ].join('\n');
    expect(rolesOfText(text).map(([title, company]) => [title, company])).toEqual([
      ['Credit analyst intern', 'Vardar Savings Bank'],
      ['Bookkeeper', 'Ohrid Lake Cafe'],
    ]);
  });
});
