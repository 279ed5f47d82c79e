import { describe, expect, it } from 'vitest';
import { jobFigures, rankingTotals, related } from './ranking/ranking-figures';
import { plainTextResume } from './ranking/plain-text-resume';

const RELATED: Array<[string, string]> = [['software', 'data']];

const job = (rates: Array<[string, number]>) => ({
  job: 'j',
  field: 'software',
  rates: rates.map(([field, rate], i) => ({ resume: `r${i}`, field, rate })),
});

describe('ranking figures', () => {
  it('counts own-field × other-field pairs, a tie being out of order', () => {
    const f = jobFigures(
      job([
        ['software', 70],
        ['software', 40],
        ['data', 40],
        ['finance', 10],
      ]),
      RELATED,
    );
    expect(f.pairs).toBe(4);
    expect(f.inOrder).toBe(3);
  });

  it('measures the gap as the own field mean minus the mean of the others', () => {
    const f = jobFigures(
      job([
        ['software', 80],
        ['software', 60],
        ['finance', 20],
        ['data', 40],
      ]),
      RELATED,
    );
    expect(f.gap).toBe(40);
    expect(f.bestOwn).toBe(80);
  });

  it('leaves related fields out of the highest unrelated rate', () => {
    const f = jobFigures(
      job([
        ['software', 80],
        ['data', 60],
        ['finance', 20],
      ]),
      RELATED,
    );
    expect(f.maxUnrelated).toBe(20);
    expect(related('data', 'software', RELATED)).toBe(true);
  });

  it('has no gap and no best fit for a job without resumes of its field', () => {
    const f = jobFigures(job([['finance', 20]]), RELATED);
    expect(f).toMatchObject({ pairs: 0, gap: null, bestOwn: null, maxUnrelated: 20 });
  });

  it('totals the rules of the issue over jobs', () => {
    const t = rankingTotals([
      jobFigures(
        job([
          ['software', 80],
          ['finance', 20],
        ]),
        RELATED,
      ),
      jobFigures(
        job([
          ['software', 50],
          ['finance', 35],
          ['finance', 31],
          ['finance', 30],
        ]),
        RELATED,
      ),
    ]);
    expect(t).toMatchObject({ jobs: 2, pairs: 4, inOrder: 4, gapAtLeast25: 1, bestAtLeast60: 1 });
    expect(t.maxUnrelated).toBe(35);
    expect(t.jobsUnrelatedAbove30).toBe(1);
    expect(t).toMatchObject({ unrelatedRates: 4, unrelatedRatesAbove30: 2 });
  });
});

describe('plain text resume', () => {
  it('prints each role as title, company, dates and bullets, tolerating a string of highlights', () => {
    const text = plainTextResume({
      basics: { name: 'Ada Example' },
      work: [
        {
          name: 'Acme',
          position: 'Payroll Administrator',
          startDate: '2019-03',
          highlights: 'Ran monthly payroll' as unknown as string[],
        },
      ],
    });
    expect(text).toContain(
      'EXPERIENCE\n\nPayroll Administrator, Acme\nMar 2019 – Present\n- Ran monthly payroll',
    );
  });
});
