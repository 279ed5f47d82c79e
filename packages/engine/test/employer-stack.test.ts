import { describe, expect, it } from 'vitest';
import { parseText } from './fixtures/parse-text';
import { parseResume } from '../src/parse-resume';
import { isStreetAddress } from '../src/parse/experience/is-light-header-line';
import { hasTitleWord } from '../src/parse/experience/has-title-word';
import type { TextLine } from '../src/types';

// Employers stacked over their roles with a street address, a sentence about the company and a
// website before the dates (issue #23: themes that print a JSON Resume work entry in full).
const parse = parseText;

const STACKED = [
  'MARTA IBEN',
  'marta@example.com',
  'WORK EXPERIENCE',
  'Fjordline Systems',
  '42 Harbour Road, Bergen 5003',
  'Fjordline builds ticketing for ferries across the North Sea.',
  'https://fjordline.example',
  'March 2020 – Present',
  'Integration Engineer',
  'Runs the payment integrations.',
  'Highlights',
  'Cut refunds from 9 days to 2',
  'Northwind Traders',
  '18 King St W, Toronto, ON M5H 1A1',
  'https://northwind.example',
  'June 2016 – February 2020',
  'Support Analyst',
  'Highlights',
  'Answered 40 tickets a day',
  'EDUCATION',
  'University of Bergen, BSc, 2016',
].join('\n');

describe('employers stacked with address, note and website', () => {
  it('reads the employer above its street address, the note about it and its website', () => {
    const parsed = parse(STACKED);
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Integration Engineer', 'Fjordline Systems', 'March 2020', 'Present'],
      ['Support Analyst', 'Northwind Traders', 'June 2016', 'February 2020'],
    ]);
  });

  it('keeps the address as the place, the note with the role text, and the last highlight where it was', () => {
    const [first, second] = parse(STACKED).experience;
    expect(first!.location).toBe('42 Harbour Road, Bergen 5003');
    expect(first!.bullets).toEqual([
      'Fjordline builds ticketing for ferries across the North Sea.',
      'Runs the payment integrations.',
      'Cut refunds from 9 days to 2',
    ]);
    expect(second!.bullets).toEqual(['Answered 40 tickets a day']);
  });

  it('never takes a street address set like an employer for a section heading', () => {
    const rows: Array<[string, number, boolean]> = [
      ['Lena Park', 20, true],
      ['EXPERIENCE', 16, true],
      ['Orbit Foods', 13, true],
      ['1 Main Street, Springfield, IL 62701', 13, true],
      ['Orbit Foods makes cereal for three states.', 10, false],
      ['https://orbit.example', 10, false],
      ['May 2019 – May 2023', 10, false],
      ['Plant Supervisor', 10, false],
      ['Highlights', 10, false],
      ['Ran two shifts of 30 people', 10, false],
    ];
    const lines: TextLine[] = rows.map(([text, fontSize, emphasis], i) => ({
      text,
      page: 1,
      fontSize,
      emphasis,
      bullet: false,
      line: i + 1,
    }));
    const text = rows.map((r) => r[0]).join('\n');
    const parsed = parseResume({ format: 'pdf', pages: 1, lines, text, wordCount: 60 });
    expect(parsed.sections.map((s) => s.heading)).not.toContain(
      '1 Main Street, Springfield, IL 62701',
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Plant Supervisor', 'Orbit Foods'],
    ]);
  });

  it('tells a street address from a duty with a number in it', () => {
    expect(
      [
        '801 5th Ave Seattle, WA 98104',
        '1 Toronto St, Toronto, ON M5C 2V6',
        'Hauptstraße 5, 10115 Berlin',
        '10 Downing Street, London SW1A 2AA',
      ].map(isStreetAddress),
    ).toEqual([true, true, true, true]);
    expect(
      [
        '3 years on Main St.',
        'Led 12 drive tests',
        'Improved 5 dashboards',
        'Engineer, 1 Main St',
      ].map(isStreetAddress),
    ).toEqual([false, false, false, false]);
  });
});

describe('employer and note on one line', () => {
  const EVEN = [
    'Ana Sol',
    'ana@example.com',
    '',
    'Work',
    '',
    'Field Engineer',
    'Tidewater Pumps · Tidewater makes pumps for the water boards of three states.',
    'Jun 2014 – Jul 2018',
    '12 Dock Road, Norfolk, VA 23510',
    'Installed pumps at river stations.',
    '',
    'SCADA',
    '',
    'PLC',
    '',
    'Site Technician',
    'Harbor Works · Global, facilities-based marine service provider',
    'Jan 2010 – May 2014',
    'Kept the dock cranes running.',
    '',
    'Volunteer',
    '',
    'Coach',
    'River Club',
    '2015 – 2016',
  ].join('\n');

  it('cuts the note off the employer and reads both roles', () => {
    expect(parse(EVEN).experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Field Engineer', 'Tidewater Pumps', 'Jun 2014'],
      ['Site Technician', 'Harbor Works', 'Jan 2010'],
      ['Coach', 'River Club', '2015'],
    ]);
  });

  it('keeps the note and an acronym list item as the role text, never as a section', () => {
    const parsed = parse(EVEN);
    expect(parsed.experience[0]!.bullets).toEqual([
      'Tidewater makes pumps for the water boards of three states.',
      'Installed pumps at river stations.',
      'SCADA',
      'PLC',
    ]);
    expect(parsed.sections.map((s) => s.heading)).not.toContain('SCADA');
  });

  it('leaves a title after a middle dot in the header', () => {
    const parsed = parse(
      'Ed Moss\ned@example.com\nEXPERIENCE\nAcme Corp · Senior Staff Software Engineer\nJan 2020 – Present\nBuilt the billing service.',
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Senior Staff Software Engineer', 'Acme Corp'],
    ]);
  });
});

describe('title run into its employer', () => {
  it('cuts "Cloud Engineer F5 Inc." after the title, and keeps a street address as the place', () => {
    const parsed = parse(
      'Mia Roth\nmia@example.com\nWORK EXPERIENCE\nMay 2021 - May 2023\nCloud Solutions Engineer Tidewater Inc.\n801 5th Ave Seattle, WA 98104\n\nSold the platform to banks.',
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Cloud Solutions Engineer', 'Tidewater Inc.', '801 5th Ave Seattle, WA 98104'],
    ]);
  });

  it('leaves a title whose last words name no employer whole', () => {
    const parsed = parse(
      'Mia Roth\nmia@example.com\nWORK EXPERIENCE\nMay 2021 - May 2023\nSenior Engineer Platform Reliability\n\nKept the platform up.',
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Senior Engineer Platform Reliability', ''],
    ]);
  });
});

describe('club officers', () => {
  it('reads "Team Leader" as a title, but not a sentence that mentions an organizer', () => {
    expect(hasTitleWord('Team Leader')).toBe(true);
    expect(hasTitleWord('Community music festival organizer for neighbourhood kids')).toBe(false);
  });

  it('keeps a volunteer role whose description mentions an organizer under its own header', () => {
    const parsed = parse(
      'Ida Holm\nida@example.com\nVOLUNTEERING\nPony Orchestra\nMusic Coach Jan 2012 - Jan 2013\nCommunity music festival organizer for neighbourhood kids',
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Music Coach', 'Pony Orchestra'],
    ]);
  });
});
