import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { extractExperience } from '../src/parse/extract-experience';
import { tabStopGaps } from '../src/read/tab-stop-gaps';
import type { TextLine } from '../src/types';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, run } from './fixtures/word-xml';

// A Word resume that sets each role's place at the right margin with a tab stop, and lists two
// roles held at one employer on one line, each with its range in brackets. Written here.
const body = [
  paragraph('Nadia Ferreira', { bold: true }),
  paragraph('nadia.ferreira@example.com'),
  paragraph('Experience', { style: 'Heading1' }),
  paragraph(run('Tidewater Climate Hub          \t     Santa Cruz, CA')),
  paragraph(
    run(
      'Program Manager (September 2022 – July 2023); Campaign Organizer (September 2021 – September 2022)',
    ),
  ),
  paragraph('Ran a $350,000 budget and its quarterly forecasts', {
    style: 'ListParagraph',
    numId: 1,
  }),
  paragraph(run('Coastline Kids Club          \t     Aptos, CA')),
  paragraph(run('Teacher (January 2020 – June 2021)')),
  paragraph('Led after-school nature walks for thirty pupils', {
    style: 'ListParagraph',
    numId: 1,
  }),
].join('');

describe('a Word line with its place set at the right margin by a tab stop', () => {
  it('keeps the employer apart from the place', async () => {
    const doc = await readDocument(await packWordDocx({ body, headers: {} }));
    const roles = parseResume(doc).experience;
    expect(roles.map((r) => [r.title, r.company, r.location, r.duration])).toEqual([
      ['Program Manager', 'Tidewater Climate Hub', 'Santa Cruz, CA', 'September 2022 – July 2023'],
      ['Campaign Organizer', 'Tidewater Climate Hub', '', 'September 2021 – September 2022'],
      ['Teacher', 'Coastline Kids Club', 'Aptos, CA', 'January 2020 – June 2021'],
    ]);
  });

  it('leaves a tab typed for a space, and a tab after an open range, as a space (guards)', () => {
    expect(tabStopGaps('Senior\tAnalyst')).toBe('Senior\tAnalyst');
    expect(tabStopGaps('2022-\t\tEconomics of Strategy, Instructor')).toBe(
      '2022-\t\tEconomics of Strategy, Instructor',
    );
    expect(tabStopGaps('Harbour Bank   \t  Leeds')).toBe('Harbour Bank | Leeds');
  });
});

describe('roles held at one employer listed on one line', () => {
  const line = (text: string, i: number): TextLine => ({
    text,
    page: 1,
    fontSize: 0,
    emphasis: false,
    bullet: false,
    line: i + 1,
  });

  it('reads a role for each item with its own range', () => {
    const roles = extractExperience(
      [
        'Harbour Credit Union',
        'Teller (March 2019 – May 2020); Loan Officer (June 2020 – Present)',
        'Approved 300 small business loans',
      ].map(line),
    ).entries;
    expect(roles.map((r) => [r.title, r.company, r.duration])).toEqual([
      ['Teller', 'Harbour Credit Union', 'March 2019 – May 2020'],
      ['Loan Officer', 'Harbour Credit Union', 'June 2020 – Present'],
    ]);
  });

  it('leaves a sentence with a semicolon and one range alone (guard)', () => {
    const roles = extractExperience(
      ['Teller (March 2019 – May 2020)', 'Balanced the drawer daily; trained two tellers'].map(
        line,
      ),
    ).entries;
    expect(roles).toHaveLength(1);
    expect(roles[0]!.bullets).toEqual(['Balanced the drawer daily; trained two tellers']);
  });
});
