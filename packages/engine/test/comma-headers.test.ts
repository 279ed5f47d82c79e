import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { headerFields } from '../src/parse/experience/header-fields';
import { pdfOf, type LineSpec } from './fixtures/pdf-lines';

// Headers that write the title and the employer on one plain line with a comma between, the
// dates in smaller type under them, as the `elegant` JSON Resume theme prints them (issue #23).
// Made-up people and employers.
const PERSON: LineSpec[] = [
  ['Ines Varga', 14, true],
  ['ines.varga@example.com', 9.6],
  ['Work Experience', 12, true],
];

const rolesOf = (specs: LineSpec[]) =>
  parseResume(pdfOf([...PERSON, ...specs])).experience.map((e) => [
    e.title,
    e.company,
    e.startDate,
  ]);

describe('a title and an employer set apart by a comma', () => {
  it("reads an employer whose name has a comma and a clause ('Q, the harbour lab')", () => {
    expect(
      rolesOf([
        ['Firmware Test Engineer, Q, the harbour lab (Tidal)', 12, false, true],
        ['Jul, 2023 - Nov, 2023 4 months', 10],
        ['Python test rigs for the prototype sensor boards, run nightly at both sites', 12],
        ['Flash memory reliability checks for the product team', 12],
        ['Operations Data Analyst, Q, the harbour lab (Tidal)', 12, false, true],
        ['Mar, 2021 - Jun, 2023 2 years 3 months', 10],
        ['Inventory database that replaced the provisioning spreadsheet', 12],
      ]),
    ).toEqual([
      ['Firmware Test Engineer', 'Q, the harbour lab (Tidal)', 'Jul, 2023'],
      ['Operations Data Analyst', 'Q, the harbour lab (Tidal)', 'Mar, 2021'],
    ]);
  });

  it('keeps titles held at once together, before or after the one that reads most like one', () => {
    expect(headerFields(['Research Intern, Team Lead, Kestrel Institute of Informatics'])).toEqual({
      title: 'Research Intern, Team Lead',
      company: 'Kestrel Institute of Informatics',
      location: '',
    });
    expect(headerFields(['Owner, Principal Consultant, Fernleaf Consulting'])).toEqual({
      title: 'Owner, Principal Consultant',
      company: 'Fernleaf Consulting',
      location: '',
    });
    // A team after the title is still no title of its own.
    expect(headerFields(['Circulation Staff, Wyndham Library, Hollins University'])).toEqual({
      title: 'Circulation Staff',
      company: 'Wyndham Library, Hollins University',
      location: '',
    });
  });

  it("reads a title whose first word is also a verb ('Research Intern, Team Lead, …')", () => {
    expect(
      rolesOf([
        ['Machine Learning Consultant, Kinsol Labs Inc.', 12, false, true],
        ['May, 2017 - Present', 10],
        ['Research Intern, Samsung Vision Centre', 12, false, true],
        ['May, 2019 - Aug, 2019 3 months', 10],
        ['Research Intern, Team Lead, Kestrel Institute of Informatics', 12, false, true],
        ['Mar, 2016 - Jun, 2016 3 months', 10],
        ['Teaching Assistant, Northgate University', 12, false, true],
        ['Sep, 2014 - Apr, 2017 2 years 7 months', 10],
      ]),
    ).toEqual([
      ['Machine Learning Consultant', 'Kinsol Labs Inc.', 'May, 2017'],
      ['Research Intern', 'Samsung Vision Centre', 'May, 2019'],
      ['Research Intern, Team Lead', 'Kestrel Institute of Informatics', 'Mar, 2016'],
      ['Teaching Assistant', 'Northgate University', 'Sep, 2014'],
    ]);
  });

  it('keeps a line that stops inside its own bracket out of the header under the dates', () => {
    expect(
      rolesOf([
        ['Director, Tern Software Foundation', 12, false, true],
        ['Jan, 2020 - Jan, 2026', 10],
        ['Co-founded and lead infrastructure for the open source rebuild of Tern Linux (Tern', 12],
        ['Linux), coordinating a global team of more than thirty volunteers.', 12],
        ['Design and operate the mirror network and the build pipelines.', 12],
      ]),
    ).toEqual([['Director', 'Tern Software Foundation', 'Jan, 2020']]);
  });

  it('reads a long line of running words under the dates as text, when the title and employer are above', () => {
    expect(
      rolesOf([
        ['Lead Developer, Daily Courier Group', 12, false, true],
        ['Sep, 2001 - Present', 10],
        ['Architecture of the freelance payments application for the whole newsroom', 12],
        ['React, TypeScript and Node.js, with end-to-end tests in Cypress', 12],
      ]),
    ).toEqual([['Lead Developer', 'Daily Courier Group', 'Sep, 2001']]);
  });
});

describe('a name printed twice on one line', () => {
  it('is said once', () => {
    const doc = pdfOf([
      ['Ines Varga Ines Varga', 12],
      ['ines.varga@example.com', 9.6],
      ['Work Experience', 12, true],
      ['Lead Developer, Daily Courier Group', 12, false, true],
      ['Sep, 2001 - Present', 10],
    ]);
    expect(parseResume(doc).name).toBe('Ines Varga');
  });
});
