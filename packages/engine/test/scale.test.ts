// The scale corpus in CI: a fixed subset of tuned people (named in eval/scale-floor.json) through
// every theme as PDF, DOCX, TXT and double-spaced TXT must read at least as well as the committed
// floor. The files are made once with Chromium and LibreOffice and cached in the temp folder.
import { describe, expect, it } from 'vitest';
import { belowFloor, measureSubset, readFloor } from './scale/check-scale-floor';
import { isHeldOutPerson } from './scale/holdout-rule';

const floor = await readFloor();

describe('scale corpus floor', () => {
  it('measures tuned people only', () => {
    expect(floor.people.filter(isHeldOutPerson)).toEqual([]);
    expect(floor.people.length).toBeGreaterThanOrEqual(12);
  });

  it(
    'reads every theme and format at least as well as the committed floor',
    async () => {
      const now = await measureSubset(floor.people);
      expect(belowFloor(floor.figures, now)).toEqual([]);
    },
    10 * 60_000,
  );
});
