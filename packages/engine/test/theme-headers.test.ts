import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { extractExperience } from '../src/parse/extract-experience';
import { mergeWrappedLines } from '../src/parse/merge-wrapped-lines';
import { isPlaceLine } from '../src/parse/experience/is-light-header-line';
import { isPlaceOrCity } from '../src/parse/experience/is-place-name';
import type { ResumeDocument, TextLine } from '../src/types';

// Headers as JSON Resume themes print them in a PDF, told apart by type size and weight (issue
// #23: the `even` and `kendall` themes). Made-up people and employers.
type Spec = [text: string, size?: number, bold?: boolean];

function pdfOf(specs: Spec[]): ResumeDocument {
  const lines: TextLine[] = specs.map(([text, size = 10.5, bold = false], i) => ({
    text,
    page: 1,
    line: i + 1,
    fontSize: size,
    emphasis: bold,
    bullet: false,
  }));
  const text = lines.map((l) => l.text).join('\n');
  return { format: 'pdf', pages: 1, lines, text, wordCount: text.split(/\s+/).length };
}

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
