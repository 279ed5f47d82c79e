import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  baselineOf,
  compareBaseline,
  labelsChanged,
  readBaseline,
  writeBaseline,
  type EvalBaseline,
} from '../src/cli/eval-baseline';
import { checkStructureBaseline } from '../src/cli/check-structure-baseline';
import { percentOf, type StructureTotals } from '../src/cli/structure-totals';

const totals: StructureTotals = {
  files: 23,
  names: 23,
  roles: 61,
  rolesFound: 51,
  datesRight: 41,
  achievements: 196,
  achievementsKept: 139,
  misplaced: 16,
  refused: 0,
  missedWithDates: 0,
  unmatchedRead: 0,
};
const measured = baselineOf(totals);

describe('baselineOf', () => {
  it('keeps shares to one decimal so one lost achievement of hundreds shows', () => {
    expect(measured).toEqual({
      names: 23,
      rolesPct: 83.6,
      datesPct: 67.2,
      achievementsPct: 70.9,
      misplaced: 16,
      refused: 0,
      labelled: { files: 23, roles: 61, achievements: 196 },
    });
    expect(baselineOf({ ...totals, achievementsKept: 138 }).achievementsPct).toBe(70.4);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('compareBaseline', () => {
  it('finds nothing when every figure holds', () => {
    expect(compareBaseline(measured, measured)).toEqual({ falls: [], gains: [] });
  });

  it('names every figure that got worse, in its own direction', () => {
    const worse: EvalBaseline = {
      ...measured,
      names: 22,
      rolesPct: 82,
      datesPct: 60,
      achievementsPct: 70.4,
      misplaced: 17,
      refused: 1,
    };
    expect(compareBaseline(worse, measured)).toEqual({
      falls: [
        'names right fell from 23 to 22',
        'roles found fell from 83.6% to 82%',
        'dates right fell from 67.2% to 60%',
        'achievements kept fell from 70.9% to 70.4%',
        'achievements under another role rose from 16 to 17',
        'files refused rose from 0 to 1',
      ],
      gains: [],
    });
  });

  it('reports better figures as gains, not falls', () => {
    const better = { ...measured, rolesPct: 90, misplaced: 3 };
    expect(compareBaseline(better, measured)).toEqual({
      falls: [],
      gains: [
        'roles found rose from 83.6% to 90%',
        'achievements under another role fell from 16 to 3',
      ],
    });
  });

  it('notes labels that changed since the baseline', () => {
    expect(labelsChanged(measured, measured)).toBeNull();
    const more = baselineOf({ ...totals, roles: 70 });
    expect(labelsChanged(more, measured)).toMatch(/roles 61 -> 70/);
  });
});

describe('baseline files', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'eval-baseline-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes and reads back a baseline', async () => {
    const file = path.join(dir, 'baseline.json');
    await writeBaseline(file, measured);
    expect(await readBaseline(file)).toEqual(measured);
    expect(await readFile(file, 'utf8')).toMatch(/^\{\n {2}"names": 23,\n/);
  });

  it('refuses a file without every figure', async () => {
    const file = path.join(dir, 'partial.json');
    await writeFile(file, JSON.stringify({ names: 23, rolesPct: '83.6' }));
    await expect(readBaseline(file)).rejects.toThrow(
      /no number for rolesPct, datesPct, achievementsPct, misplaced, refused/,
    );
  });

  it('exits 1 on a fall, 0 otherwise, and writes the new baseline when asked', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const file = path.join(dir, 'check.json');
      await writeBaseline(file, measured);
      expect(await checkStructureBaseline(totals, { checkBaseline: file })).toBe(0);
      const fewer = { ...totals, rolesFound: 50 };
      expect(await checkStructureBaseline(fewer, { checkBaseline: file })).toBe(1);
      expect(log.mock.calls.flat().join('\n')).toMatch(/WORSE: roles found fell from 83.6% to 82%/);

      const raised = { ...totals, rolesFound: 55 };
      expect(await checkStructureBaseline(raised, { writeBaseline: file })).toBe(0);
      expect((await readBaseline(file)).rolesPct).toBe(90.2);
      expect(await checkStructureBaseline(totals, { checkBaseline: file })).toBe(1);
    } finally {
      log.mockRestore();
    }
  });
});

describe('the generator figures', () => {
  it('fall when a kept share drops or a count of faults rises, and rise the other way', async () => {
    const { compareGeneration } = await import('../src/cli/generation-totals');
    const base = {
      pairs: 23,
      namesPct: 100,
      rolesPct: 100,
      achievementsPct: 100,
      misplaced: 0,
      unsourced: 0,
      newNumbers: 0,
      lower: 0,
      failed: 0,
    };
    expect(compareGeneration(base, base)).toEqual({ falls: [], gains: [] });
    const worse = compareGeneration({ ...base, achievementsPct: 97.5, misplaced: 2 }, base);
    expect(worse.falls).toEqual([
      'generation achievementsPct went from 100 to 97.5',
      'generation misplaced went from 0 to 2',
    ]);
    expect(compareGeneration(base, { ...base, unsourced: 3 }).gains).toEqual([
      'generation unsourced went from 3 to 0',
    ]);
  });
});

describe('the match ranking figures', () => {
  it('fall when fewer pairs are in order, and fail the check', async () => {
    const { compareMatchRanking } = await import('../src/cli/compare-match-ranking');
    const base = { pairs: 804, inOrder: 718 };
    expect(compareMatchRanking(base, base)).toEqual({ falls: [], gains: [] });
    expect(compareMatchRanking({ pairs: 804, inOrder: 700 }, base).falls).toEqual([
      'match ranking went from 718 to 700 of 804 pairs in order',
    ]);
    expect(compareMatchRanking({ pairs: 804, inOrder: 730 }, base).gains).toHaveLength(1);
    // Another classification (another number of pairs) is not compared.
    expect(compareMatchRanking({ pairs: 900, inOrder: 10 }, base)).toEqual({
      falls: [],
      gains: [],
    });

    const dir = await mkdtemp(path.join(tmpdir(), 'eval-ranking-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const file = path.join(dir, 'baseline.json');
      await writeBaseline(file, { ...measured, matchRanking: base });
      const check = { checkBaseline: file };
      expect(await checkStructureBaseline(totals, check, null, base)).toBe(0);
      expect(await checkStructureBaseline(totals, check, null, { pairs: 804, inOrder: 717 })).toBe(
        1,
      );
    } finally {
      log.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
