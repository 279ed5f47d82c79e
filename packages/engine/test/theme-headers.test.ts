import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { parseText } from './fixtures/parse-text';
import { extractExperience } from '../src/parse/extract-experience';
import { mergeWrappedLines } from '../src/parse/merge-wrapped-lines';
import { dropPageFurniture } from '../src/read/drop-page-furniture';
import { isPlaceLine } from '../src/parse/experience/is-light-header-line';
import { isPlaceOrCity } from '../src/parse/experience/is-place-name';
import { pdfOf, type LineSpec as Spec } from './fixtures/pdf-lines';

// Headers as JSON Resume themes print them in a PDF, told apart by type size and weight (issue
// #23: the `even` and `kendall` themes). Made-up people and employers.
const rolesOf = (specs: Spec[]) =>
  parseResume(pdfOf(specs)).experience.map((e) => [e.title, e.company, e.startDate]);

const PERSON: Spec[] = [['Ines Varga', 28, true], ['ines.varga@example.com'], ['Work', 20, true]];

describe('theme headers told apart by type', () => {
  it('keeps a bold employer with a clause after its comma as the employer', () => {
    expect(
      rolesOf([
        ...PERSON,
        ['Q, the harbour lab (Tidal)', 16.4, true],
        ['Firmware Test Engineer', 13.1],
        ['Jul 2023 – Nov 2023'],
        ['Wrote the test rig for the sensor boards and ran it nightly across both sites'],
        ['Cut manual checks by 60% in the first quarter of the programme'],
        ['Education', 20, true],
        ['Harbour University, BSc, 2019'],
      ]),
    ).toEqual([['Firmware Test Engineer', 'Q, the harbour lab (Tidal)', 'Jul 2023']]);
  });

  it('ends the header above at a plain line under a title set larger', () => {
    expect(
      rolesOf([
        ...PERSON,
        ['Harbour Lab', 16.4, true],
        ['Firmware Test Engineer', 13.1],
        ['Jul 2023 – Nov 2023'],
        ['Wrote the test rig for the sensor boards and ran it nightly across both sites'],
        ['Proof-of-concept boards to test hardware ideas before committing resources'],
        ['Operations Data Analyst', 13.1],
        ['Mar 2021 – Jun 2023'],
        ['Built the inventory database that replaced the provisioning spreadsheet'],
        ['Education', 20, true],
        ['Harbour University, BSc, 2019'],
      ]),
    ).toEqual([
      ['Firmware Test Engineer', 'Harbour Lab', 'Jul 2023'],
      ['Operations Data Analyst', 'Harbour Lab', 'Mar 2021'],
    ]);
  });

  it('finishes a large title that ran onto a second line', () => {
    const lines = pdfOf([
      ['Cloud Solutions Engineer', 16.4, true],
      ['Northgate Networks'],
      ['Sold multi-cloud networking to banks across North America and Europe.'],
      ['Technical Marketing Manager - Service', 16.4, true],
      ['Providers', 16.4, true],
      ['Northgate Networks'],
    ]).lines;
    expect(mergeWrappedLines(lines, () => false).map((l) => l.text)).toEqual([
      'Cloud Solutions Engineer',
      'Northgate Networks',
      'Sold multi-cloud networking to banks across North America and Europe.',
      'Technical Marketing Manager - Service Providers',
      'Northgate Networks',
    ]);
  });

  it('reads a run of bold lines without dates as one header, not one role a line', () => {
    const lines = pdfOf([
      ['Lantern Games', 13.7, true],
      ['Remote', 13.7, true],
      ['Volunteer Full-stack Developer', 13.7, true],
      ['Moved the game servers to containers and wrote the deployment pipelines for them'],
      ['Harbour Surveying', 13.7, true],
      ['Honolulu, HI', 13.7, true],
      ['Software Engineer', 13.7, true],
      ['Built the drone survey platform that replaced ground surveys for most sites'],
    ]).lines;
    expect(extractExperience(lines).entries.map((e) => [e.title, e.company])).toEqual([
      ['Volunteer Full-stack Developer', 'Lantern Games'],
      ['Software Engineer', 'Harbour Surveying'],
    ]);
  });
});

describe('themes that print each employer as large as a heading', () => {
  it('reads the employers under an empty heading of work as its roles, not as sections', () => {
    const parsed = parseResume(
      pdfOf([
        ...PERSON,
        ['Lantern Games', 13.7, true],
        ['remote (Portland, Oregon)', 13.7, true],
        ['https://lantern.example'],
        ['July 2022 – March 2023'],
        ['Senior Software Engineer', 13.7, true],
        ['Set up the game servers and the tools the team builds with'],
        ['Harbour Surveying', 13.7, true],
        ['Honolulu, HI', 13.7, true],
        ['Drone surveys for builders and insurers https://harbour.example'],
        ['April 2019 – June 2022'],
        ['Software Engineer', 13.7, true],
        ['Built the drone survey platform that replaced ground surveys for most sites'],
        ['Education', 20, true],
        ['Harbour University, BSc, 2019'],
      ]),
    );
    expect(parsed.sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'education']);
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Senior Software Engineer', 'Lantern Games', 'July 2022'],
      ['Software Engineer', 'Harbour Surveying', 'April 2019'],
    ]);
  });

  it('keeps a sentence about the employer over two lines out of the header', () => {
    const lines = pdfOf([
      ['Northgate Networks', 13.7, true],
      ['801 5th Ave Seattle, WA 98104', 13.7, true],
      ['Application delivery and security, including web'],
      ['application firewalls, and datacenter firewalls'],
      ['https://northgate.example'],
      ['July 2018 – July 2020'],
      ['Senior Solutions Engineer', 13.7, true],
      ['Worked with large customers on their hybrid cloud architecture'],
    ]).lines;
    expect(extractExperience(lines).entries.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Senior Solutions Engineer', 'Northgate Networks', 'July 2018'],
    ]);
  });

  it("finishes the sentence after an employer's name that ran onto the next line", () => {
    const lines = pdfOf([
      ['Linux System Administrator', 16.4, true],
      ['Harbour Steel Inc · One of the largest and oldest steel producers in North'],
      ['America.'],
      ['May 2005 – June 2008'],
      ['Built and consolidated the data centres of three plants into one'],
    ]).lines;
    expect(mergeWrappedLines(lines, () => false).map((l) => l.text)).toContain(
      'Harbour Steel Inc · One of the largest and oldest steel producers in North America.',
    );
  });

  it('finishes a large title whose tail opens with a dash read as a bullet', () => {
    const lines = pdfOf([
      ['Harbour Open Source Foundation (HOSF)', 16.4, true],
      ['Rocky Harbour', 16.4, true],
      ['Director, Infrastructure', 10.5, true],
      ['Co-founded the foundation and led its infrastructure for five years running.'],
    ]).lines;
    lines[1]!.bullet = true;
    expect(mergeWrappedLines(lines, () => false).map((l) => l.text)[0]).toBe(
      'Harbour Open Source Foundation (HOSF) Rocky Harbour',
    );
  });

  it('keeps a role title that opens page two in the words of the headline on page one', () => {
    const lines = pdfOf([
      ['Ines Varga', 28, true],
      ['Software Engineer', 25.6],
      ['Work', 20, true],
      ['Built the billing service and ran it for three years'],
      ['Software Engineer', 16.4, true],
      ['Architect Market · A marketplace for architects'],
    ]).lines;
    for (const l of lines.slice(4)) l.page = 2;
    expect(dropPageFurniture(lines).map((l) => l.text)).toContain('Software Engineer');
    expect(dropPageFurniture(lines).filter((l) => l.text === 'Software Engineer')).toHaveLength(2);
  });
});

describe('an employer over the roles held there, with a few words on what it is', () => {
  const text = [
    'Ines Varga',
    'ines.varga@example.com',
    'Work',
    'Lantern',
    'Online travel agency',
    'Frontend Tech Lead',
    'Mar 2020 – Apr 2021',
    'Amsterdam, Netherlands',
    'Automated the collection of frontend performance metrics.',
    'Senior Frontend Developer',
    'Aug 2019 – Feb 2020',
    'Amsterdam, Netherlands',
    'Set up end-to-end testing with mocked services.',
    'Customer facing speaking events',
    'Technical demonstrations',
    'Harbour Steel Inc, Linux System Administrator',
    '2005 – 2008',
    'Consolidated the data centres of three plants.',
    'Education',
    'Harbour University, BSc, 2019',
  ].join('\n');

  it('reads the words as the role text, the name as the employer of every role under it', () => {
    const roles = parseText(text).experience.map((e) => [e.title, e.company, e.startDate]);
    expect(roles.slice(0, 2)).toEqual([
      ['Frontend Tech Lead', 'Lantern', 'Mar 2020'],
      ['Senior Frontend Developer', 'Lantern', 'Aug 2019'],
    ]);
    // Two achievements in a row are no employer and its note, though the second is short.
    expect(roles[2]![1]).not.toBe('Customer facing speaking events');
  });
});

describe('places with the way the work was done', () => {
  it('reads a place with its mode in brackets, or the mode with its place, as a place', () => {
    expect(isPlaceLine('Montréal, QC (Hybrid)')).toBe(true);
    expect(isPlaceLine('Laval, QC (On-site)')).toBe(true);
    expect(isPlaceLine('remote (Portland, Oregon)')).toBe(true);
    expect(isPlaceLine('Software Engineer (Remote)')).toBe(false);
  });

  it("knows a city on the list named with 'City' after it", () => {
    expect(isPlaceOrCity('New York City')).toBe(true);
    expect(isPlaceOrCity('Harbour City Labs')).toBe(false);
  });
});
