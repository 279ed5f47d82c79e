import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evalStructureOnly } from '../src/cli/eval-structure-only';

// A set with a holdout, built here: 'ada.txt' is held out (its SHA-256 is a multiple of 3, worked
// out apart with Python's hashlib), 'grace.txt' is in the tuned part. No manifest.json.
const resumeOf = (name: string, role: string, company: string) => `${name}
${name.split(' ')[0]!.toLowerCase()}@example.com | (312) 555-0100

EXPERIENCE

${role}, ${company}
Jan 2019 - Present
- Kept the ledgers of 200 accounts balanced every month
`;

const labelOf = (name: string, title: string, company: string) => ({
  name,
  experience: [{ title, company, start: 'Jan 2019', end: 'present', bullets: [] }],
});

let folder = '';
let printed: string[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'wild-set-'));
  await mkdir(path.join(folder, 'resumes'));
  await writeFile(
    path.join(folder, 'resumes', 'ada.txt'),
    resumeOf('Ada Lovelace', 'Analyst', 'Engines Ltd'),
  );
  await writeFile(
    path.join(folder, 'resumes', 'grace.txt'),
    resumeOf('Grace Hopper', 'Programmer', 'Navy Yard'),
  );
  await writeFile(
    path.join(folder, 'structure.json'),
    JSON.stringify({
      holdout: 'sha256 of the file name mod 3 == 0',
      resumes: {
        'ada.txt': labelOf('Ada Lovelace', 'Analyst', 'Engines Ltd'),
        // A second labelled role the file lacks, so the two parts' totals differ.
        'grace.txt': {
          ...labelOf('Grace Hopper', 'Programmer', 'Navy Yard'),
          experience: [
            ...labelOf('Grace Hopper', 'Programmer', 'Navy Yard').experience,
            { title: 'Teacher', company: 'Vassar', start: '1931', end: '1943', bullets: [] },
          ],
        },
      },
    }),
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  printed = [];
});

function capture() {
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    printed.push(parts.join(' '));
  });
}

describe('evalStructureOnly', () => {
  it('refuses to measure a set with a holdout as a whole', async () => {
    capture();
    await expect(evalStructureOnly(folder)).rejects.toThrow(/keeps a holdout/);
    expect(printed).toEqual([]);
  });

  it('measures the held-out part in totals only, never naming a file', async () => {
    capture();
    const totals = await evalStructureOnly(folder, 'holdout');
    expect(totals).toMatchObject({ files: 1, names: 1, roles: 1, rolesFound: 1, datesRight: 1 });
    const output = printed.join('\n');
    expect(output).not.toMatch(/ada|Ada|Lovelace|Engines|grace/);
    expect(output).toMatch(/holdout part \(1 files\)/);
    expect(output).toMatch(/\| 1\/1 \(100\.0%\) \| 1\/1 \(100\.0%\) \| 1\/1 \(100\.0%\) \| 0\/1/);
  });

  it('measures the tuned part file by file and in total, without the held-out files', async () => {
    capture();
    const totals = await evalStructureOnly(folder, 'tuned');
    expect(totals).toMatchObject({ files: 1, names: 1, roles: 2, rolesFound: 1 });
    const output = printed.join('\n');
    expect(output).toMatch(/grace\.txt/);
    expect(output).toMatch(/role not found: Teacher \| Vassar/);
    expect(output).not.toMatch(/ada\.txt/);
    expect(output).toMatch(/tuned part \(1 files\)/);
  });
});
