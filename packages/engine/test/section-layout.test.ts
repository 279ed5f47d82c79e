import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { splitSentences } from '../src/parse/experience/achievements-from-body';
import { isRoleLineHeading } from '../src/parse/role-line-heading';
import { linesFromText } from '../src/read/lines-from-text';
import { parseResume } from '../src/parse-resume';
import type { ResumeDocument } from '../src/types';

// A section's roles share one layout; what most of them show of it reads the role the grammar
// left short (fill-from-layout.ts), and work history under a heading we lack is still read
// (work-under-unknown-heading.ts). Each resume is written here in our own words.
describe('the layout a section shares', () => {
  it('reads the employer over a role from where the other roles of the section have theirs', () => {
    const text = [
      'Noor Haddad',
      'noor.haddad@example.com',
      '',
      'Professional Experience',
      'Cascade Aerotech Bend, OR',
      'Supply Chain Intern June 2023 – September 2023',
      'Analysed two years of parts orders and cut reorder delays by a third.',
      'Riverside Family Center Boise, ID',
      'Kitchen Lead June 2022 – September 2022',
      'Ran breakfast service for sixty children each morning.',
    ].join('\n');
    const [first, second] = rolesOfText(text);
    expect(first![0]).toBe('Supply Chain Intern');
    expect(first![1]).toContain('Cascade Aerotech');
    expect(second![1]).toContain('Riverside Family Center');
  });

  it('leaves a field empty where the section agrees on no place for it', () => {
    const text = [
      'Noor Haddad',
      'noor.haddad@example.com',
      '',
      'Experience',
      'Supply Chain Intern June 2023 – September 2023',
      'Analysed two years of parts orders and cut reorder delays by a third.',
      'Kitchen Lead June 2022 – September 2022',
      'Ran breakfast service for sixty children each morning.',
    ].join('\n');
    expect(parseText(text).experience.map((e) => e.company)).toEqual(['', '']);
  });
});

// Headings as a Word file or Markdown marks them, so that a heading we do not know is one still.
function rolesUnderHeadings(lines: string[], headings: string[]): string[] {
  const read = linesFromText(lines.join('\n')).map((l, i) => ({
    ...l,
    line: i + 1,
    heading: headings.includes(l.text),
  }));
  const doc: ResumeDocument = { format: 'docx', pages: 1, lines: read, text: '', wordCount: 100 };
  return parseResume(doc).experience.map((e) => e.title);
}

describe('work history under a heading of no known kind', () => {
  const unknown = 'Where I Have Made a Difference';
  const roles = [
    unknown,
    'Senior Care Assistant, Meadowbank House, Leeds',
    'March 2019 – Present',
    'Planned daily care for twelve residents.',
    'Care Assistant, Hollins Lodge, Bradford',
    'June 2016 – February 2019',
    'Supported residents with meals and mobility.',
  ];
  const contact = ['Dana Whitlock', 'dana@example.com'];

  it('reads the roles of a resume whose only work section has a heading we do not know', () => {
    expect(rolesUnderHeadings([...contact, ...roles], [unknown])).toEqual([
      'Senior Care Assistant',
      'Care Assistant',
    ]);
  });

  it('reads no roles out of such a section where the resume has a work section of its own', () => {
    const lines = [
      ...contact,
      ...roles,
      'Experience',
      'Night Porter, Station Hotel, York',
      'May 2014 – May 2016',
    ];
    expect(rolesUnderHeadings(lines, ['Experience', unknown])).toEqual(['Night Porter']);
  });

  it('reads no roles out of dated courses under a heading we do not know', () => {
    const lines = [
      ...contact,
      'Things I Learnt Online',
      'Introduction to Statistics, Open Learning, 2021 – 2022',
      'Spreadsheets for Everyone, Open Learning, 2020 – 2021',
    ];
    expect(rolesUnderHeadings(lines, ['Things I Learnt Online'])).toEqual([]);
  });
});

describe("an employer and its place under a role's title and dates", () => {
  const role = (under: string) =>
    [
      'Amara Nduwimana',
      'amara@example.com',
      '',
      'Work Experience',
      'Coding Instructor (2023)',
      under,
      '• Taught programming to forty children over the holidays.',
    ].join('\n');

  it('reads the line under the header as the employer and its place, as a list item too', () => {
    for (const under of [
      'Hillcrest Academy, Kigali, Rwanda',
      '• Hillcrest Academy, Kigali, Rwanda',
    ]) {
      const [entry] = parseText(role(under)).experience;
      expect(entry).toMatchObject({ title: 'Coding Instructor', company: 'Hillcrest Academy' });
      expect(entry!.location).toContain('Kigali');
      expect(entry!.bullets).toEqual(['Taught programming to forty children over the holidays.']);
    }
  });

  it("keeps a line that is no name before its place as the role's text", () => {
    for (const under of [
      '• Classes across the city of Kigali, Rwanda',
      '• Taught in Kigali, Rwanda',
    ]) {
      const [entry] = parseText(role(under)).experience;
      expect(entry!.company).toBe('');
    }
  });

  it("keeps a title such as Dra. inside the employer's name, not a sentence's end", () => {
    const text = [
      'Lucía Romero',
      'lucia@example.com',
      '',
      'Experience',
      'Orthodontist',
      'Sonrisa Clinic, London, UK',
      'Sep 2022 – Present',
      '• Planned aligner treatments for adults.',
      'General Dentist',
      'Clinica Dental Dra. Marta Ruiz, Málaga, Spain',
      '2010 – Sep 2022',
      "• Ran the practice's implant service.",
    ].join('\n');
    expect(rolesOfText(text).map((r) => r[1])).toEqual([
      'Sonrisa Clinic',
      'Clinica Dental Dra. Marta Ruiz',
    ]);
  });

  it('ends no sentence at a Spanish title before a name', () => {
    expect(splitSentences('Worked at Clinica Dra. Marta Ruiz. Led the team of Sra. Vega.')).toEqual(
      ['Worked at Clinica Dra. Marta Ruiz.', 'Led the team of Sra. Vega.'],
    );
  });
});

describe('a date column whose range takes three lines', () => {
  it("reads 'Feb 2022' / 'To' / 'Sep 2022' as one range, and 'To' as no field", () => {
    const text = [
      'Omar Haddad',
      'omar@example.com',
      '',
      'Experience',
      'Feb 2022',
      'To',
      'Sep 2022',
      'Data Analyst',
      'Northwind Freight',
      'Built the weekly shipment reports.',
      'Jan 2021',
      'To',
      'Feb 2022',
      'Network Technician',
      'Harbor Cabling',
      'Installed fibre in forty offices.',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Data Analyst', 'Northwind Freight', 'Feb 2022', 'Sep 2022'],
      ['Network Technician', 'Harbor Cabling', 'Jan 2021', 'Feb 2022'],
    ]);
  });
});

describe("a role's own line set as a heading inside a work section", () => {
  // As a Word file sets it: headings, titles and employers bold, the achievements a list.
  type Line = [text: string, emphasis: boolean, bullet?: boolean];
  const rolesOfBold = (lines: Line[]) => {
    const read = lines.map(([text, emphasis, bullet = false], i) => ({
      text,
      emphasis,
      bullet,
      page: 1,
      fontSize: 0,
      line: i + 1,
    }));
    const doc: ResumeDocument = { format: 'docx', pages: 1, lines: read, text: '', wordCount: 100 };
    return parseResume(doc).experience.map((e) => [e.title, e.company]);
  };
  const work: Line[] = [
    ['Rosa Delgado', true],
    ['rosa@example.com', false],
    ['WORK', true],
    ['Soil Analyst 2023 - present', true],
    ['Greenleaf Farms, Guelph, ON', true],
    ['Sampled soils across forty fields', false, true],
    ['Field Technician 2023', true],
    ['Greenleaf Farms, Guelph, ON', true],
    ['Surveyed fields for levelling', false, true],
  ];

  it('keeps an employer and its place, set in bold as the headings are, in its role', () => {
    const lines: Line[] = [
      ...work,
      ['Farm Intern Summer 2021', true],
      ['Harrow Orchards, Guelph, ON', true],
      ['Pruned and grafted the orchard', false, true],
      ['EDUCATION', true],
      ['BSc Agriculture, 2019 - 2023', false],
    ];
    expect(rolesOfBold(lines)).toEqual([
      ['Soil Analyst', 'Greenleaf Farms'],
      ['Field Technician', 'Greenleaf Farms'],
      ['Farm Intern', 'Harrow Orchards'],
    ]);
  });

  it('keeps a heading that names no job and no employer with its place a heading', () => {
    const plain = (text: string) => ({
      text,
      page: 1,
      fontSize: 0,
      emphasis: false,
      bullet: false,
    });
    const dated = [plain('Choir concerts in Guelph 2022 - 2023')];
    expect(isRoleLineHeading('Outside the Office', undefined, dated)).toBe(false);
    expect(isRoleLineHeading('Research Assistant', undefined, dated)).toBe(true);
    expect(isRoleLineHeading('Harrow Orchards, Guelph, ON', plain('Farm Intern 2021'), [])).toBe(
      true,
    );
  });
});
