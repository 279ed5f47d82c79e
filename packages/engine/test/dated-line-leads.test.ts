import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';
import { headingKind } from '../src/parse/classify-heading';
import { describeEntryLine } from '../src/parse/experience/describe-entry-line';
import { parseResume } from '../src/parse-resume';
import { entryHeaderLines } from '../src/parse/entry-header-lines';
import type { ResumeDocument, TextLine } from '../src/types';

const roles = rolesOfText;

describe('an academic CV whose roles open with the employer and its dates', () => {
  const text = [
    'Renata Alves',
    'renata@example.org',
    'Employment',
    'Institute of Social and Political Studies (ISPS), 2023–',
    'Assistant Professor',
    'Center of Analysis and Planning (CAP), 2021–2022',
    'Postdoctoral Fellow, Department of Sociology',
    'Quorum & Research, 2020–2021',
    'Director of Research',
    'Education',
    'Ph.D. in Political Science, Federal University, 2019.',
  ].join('\n');

  it('reads each title under its own employer line, the open range as a role still held', () => {
    expect(roles(text)).toEqual([
      [
        'Assistant Professor',
        'Institute of Social and Political Studies (ISPS)',
        '2023',
        'Present',
      ],
      [
        'Postdoctoral Fellow, Department of Sociology',
        'Center of Analysis and Planning (CAP)',
        '2021',
        '2022',
      ],
      ['Director of Research', 'Quorum & Research', '2020', '2021'],
    ]);
  });

  it('takes a title such as "Director of Research" for no heading', () => {
    expect(headingKind('Director of Research')).toBeNull();
    expect(headingKind('Undergraduate Research')).toBe('publications');
  });

  it('reads a dated name in capitals for no deed, though its first word is also a verb', () => {
    const line = (text: string) => ({ text, page: 1, fontSize: 0, emphasis: false, bullet: false });
    expect(
      describeEntryLine(line('Institute of Social and Political Studies, 2023–')).verbLed,
    ).toBe(false);
    expect(describeEntryLine(line('Make Time Finance')).verbLed).toBe(true);
    expect(describeEntryLine(line('Instituted a weekly review, 2023')).verbLed).toBe(true);
  });
});

describe('a role whose one date is set apart after its employer', () => {
  // A PDF whose role titles are set larger and bold, as its headings are: what keeps them roles
  // is the dated line under each.
  const line = (text: string, style: 'heading' | 'title' | 'body', bullet = false): TextLine => ({
    text,
    page: 1,
    fontSize: style === 'heading' ? 14 : style === 'title' ? 11.5 : 10,
    emphasis: style !== 'body',
    bullet,
  });
  const lines = [
    line('Milena Ortiz', 'heading'),
    line('milena@example.org', 'body'),
    line('CLINICAL EXPERIENCE', 'heading'),
    line('Elective Rotation in Obstetrics', 'title'),
    line('Italian Hospital of Buenos Aires · Sep – Oct 2025', 'body'),
    line('Managed inpatient cases under supervision.', 'body', true),
    line('Joined the on-call shifts of the ward.', 'body', true),
    line('Final-Year Clinical Internship', 'title'),
    line('Favaloro University · 2025', 'body'),
    line('Rotated through internal medicine and surgery.', 'body', true),
    line('Took part in the daily ward rounds.', 'body', true),
    line('Rural Medicine Rotation', 'title'),
    line('Hospital Luis Agote · Jun – Aug 2025', 'body'),
    line('Delivered primary care in a rural setting.', 'body', true),
  ].map((l, i) => ({ ...l, line: i + 1 }));

  it('holds the title above "Employer · 2025" for a role header, which no heading is', () => {
    const headers = [...entryHeaderLines(lines)].map((l) => l.text);
    expect(headers).toContain('Final-Year Clinical Internship');
    expect(headers).toContain('Rural Medicine Rotation');
  });

  it('reads the title above "Employer · 2025" as a role', () => {
    const doc: ResumeDocument = { format: 'pdf', pages: 1, lines, text: '', wordCount: 60 };
    const read = parseResume(doc).experience.map((e) => [e.title, e.company, e.startDate]);
    expect(read).toEqual([
      ['Elective Rotation in Obstetrics', 'Italian Hospital of Buenos Aires', 'Sep 2025'],
      ['Final-Year Clinical Internship', 'Favaloro University', '2025'],
      ['Rural Medicine Rotation', 'Hospital Luis Agote', 'Jun 2025'],
    ]);
  });
});
