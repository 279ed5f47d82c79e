import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateStructure, hasStructureLabels } from '../src/cli/evaluate-structure';
import { structureTotals, summaryLine } from '../src/cli/structure-totals';

// A corpus built here: one plain-text resume the engine reads, one damaged PDF it refuses (left
// out of the manifest, so its format comes from its name).
const resume = `Ada Lovelace
ada@example.com | (312) 555-0100

EXPERIENCE

Analyst, Engines Ltd
Jan 2019 - Present
- Modelled the analytical engine's loop cards for 40 programs
- Cut the punch card error rate by 30% with a checking table

Clerk, Mills & Co
Mar 2015 - Dec 2018
- Kept the ledgers of 200 accounts balanced every month
`;

const labels = {
  'ada.txt': {
    name: 'Ada Lovelace',
    experience: [
      {
        title: 'Analyst',
        company: 'Engines Ltd',
        start: 'January 2019',
        end: 'present',
        bullets: [
          "Modelled the analytical engine's loop cards for 40 programs",
          'Cut the punch card error rate by 30% with a checking table',
        ],
      },
      {
        title: 'Clerk',
        company: 'Mills & Co',
        start: 'March 2015',
        end: 'December 2018',
        bullets: ['Kept the ledgers of 200 accounts balanced every month'],
      },
      // Not in the resume: counts as a role not found.
      {
        title: 'Tutor',
        company: 'Babbage School',
        start: '2013',
        end: '2014',
        bullets: ['Taught'],
      },
    ],
  },
  'broken.pdf': {
    name: 'Charles Babbage',
    experience: [{ title: 'Inventor', company: 'Self', start: '1820', end: '1871', bullets: [] }],
  },
};

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'structure-corpus-'));
  await mkdir(path.join(folder, 'resumes'));
  await writeFile(path.join(folder, 'resumes', 'ada.txt'), resume);
  await writeFile(path.join(folder, 'resumes', 'broken.pdf'), '%PDF-1.4 not really');
  await writeFile(path.join(folder, 'structure.json'), JSON.stringify({ resumes: labels }));
  await writeFile(
    path.join(folder, 'manifest.json'),
    JSON.stringify([{ file: 'resumes/ada.txt', format: 'txt', layout: 'single-column' }]),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('evaluateStructure', () => {
  it('reads every labelled file with the engine and counts what it got right', async () => {
    expect(hasStructureLabels(folder)).toBe(true);
    expect(hasStructureLabels(path.join(folder, 'resumes'))).toBe(false);
    const [ada, broken] = await evaluateStructure(folder);
    expect(ada).toMatchObject({
      file: 'ada.txt',
      format: 'txt',
      layout: 'single-column',
      rolesRead: 2,
      nameRight: true,
      roles: 3,
      rolesFound: 2,
      datesRight: 2,
      achievements: 4,
      achievementsKept: 3,
      misplaced: 0,
      refused: false,
      misses: ['role not found: Tutor | Babbage School'],
    });
    expect(broken).toMatchObject({
      file: 'broken.pdf',
      format: 'pdf',
      layout: 'unknown',
      rolesRead: 0,
      nameRight: false,
      roles: 1,
      rolesFound: 0,
      refused: true,
    });
    expect(broken!.error).toMatch(/damaged/);

    const totals = structureTotals([ada!, broken!]);
    expect(totals).toEqual({
      files: 2,
      names: 1,
      roles: 4,
      rolesFound: 2,
      datesRight: 2,
      achievements: 4,
      achievementsKept: 3,
      misplaced: 0,
      refused: 1,
      missedWithDates: 0,
      unmatchedRead: 0,
    });
    expect(summaryLine(totals)).toBe(
      'structure on 2 corpus resumes: names 1/2, roles 50% of 4, dates 50%, achievements 75% of 4, under another role 0, not read 1',
    );
  });
});
