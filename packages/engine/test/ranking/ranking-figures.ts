// The figures of the match ranking set (issue #25), from each job's rates of each resume: how
// often a resume of the job's field ranks above one of another field, how far the job's field
// stands above the others, where the best fit lands on the scale, and how high an unrelated
// field reaches. Pure, so the rules are tested on small tables.

/** One job's rates: each resume's field and match rate. */
export interface JobRates {
  job: string;
  field: string;
  rates: Array<{ resume: string; field: string; rate: number }>;
}

/** One job's figures. */
export interface JobFigures {
  job: string;
  field: string;
  /** Own-field × other-field pairs, and of those the ones with the own-field resume higher. */
  pairs: number;
  inOrder: number;
  /** Mean rate of the own field minus the mean of every other field; null without both. */
  gap: number | null;
  /** The highest own-field rate; null when no resume is of the job's field. */
  bestOwn: number | null;
  /** The highest rate of a resume whose field is neither the job's nor related to it. */
  maxUnrelated: number | null;
  /** How many rates of such resumes the job has, and how many of them exceed 30. */
  unrelated: number;
  unrelatedAbove30: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Whether two fields are related (either order) by the set's table of related fields. */
export function related(a: string, b: string, pairs: ReadonlyArray<[string, string]>): boolean {
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The figures of one job. */
export function jobFigures(
  job: JobRates,
  relatedFields: ReadonlyArray<[string, string]>,
): JobFigures {
  const own = job.rates.filter((r) => r.field === job.field).map((r) => r.rate);
  const others = job.rates.filter((r) => r.field !== job.field).map((r) => r.rate);
  const unrelated = job.rates
    .filter((r) => r.field !== job.field && !related(r.field, job.field, relatedFields))
    .map((r) => r.rate);
  let inOrder = 0;
  for (const o of own) for (const x of others) if (o > x) inOrder++;
  return {
    job: job.job,
    field: job.field,
    pairs: own.length * others.length,
    inOrder,
    gap: own.length && others.length ? mean(own) - mean(others) : null,
    bestOwn: own.length ? Math.max(...own) : null,
    maxUnrelated: unrelated.length ? Math.max(...unrelated) : null,
    unrelated: unrelated.length,
    unrelatedAbove30: unrelated.filter((u) => u > 30).length,
  };
}

/** The totals of a part of the set, as the rules read them. */
export interface RankingTotals {
  jobs: number;
  pairs: number;
  inOrder: number;
  /** Jobs with resumes of their own field and of others, and of those the gap >= 25. */
  jobsWithGap: number;
  gapAtLeast25: number;
  meanGap: number | null;
  /** Jobs with an own-field resume, and of those the best own-field rate >= 60. */
  jobsWithOwn: number;
  bestAtLeast60: number;
  /** The highest rate of an unrelated field over every job, and how many jobs have one above 30. */
  maxUnrelated: number | null;
  jobsUnrelatedAbove30: number;
  /** Rates of an unrelated field over every job, and of those the ones above 30. */
  unrelatedRates: number;
  unrelatedRatesAbove30: number;
}

/** Sums the figures of several jobs. */
export function rankingTotals(figures: JobFigures[]): RankingTotals {
  const gaps = figures.flatMap((f) => (f.gap === null ? [] : [f.gap]));
  const bests = figures.flatMap((f) => (f.bestOwn === null ? [] : [f.bestOwn]));
  const unrelated = figures.flatMap((f) => (f.maxUnrelated === null ? [] : [f.maxUnrelated]));
  return {
    jobs: figures.length,
    pairs: figures.reduce((n, f) => n + f.pairs, 0),
    inOrder: figures.reduce((n, f) => n + f.inOrder, 0),
    jobsWithGap: gaps.length,
    gapAtLeast25: gaps.filter((g) => g >= 25).length,
    meanGap: gaps.length ? mean(gaps) : null,
    jobsWithOwn: bests.length,
    bestAtLeast60: bests.filter((b) => b >= 60).length,
    maxUnrelated: unrelated.length ? Math.max(...unrelated) : null,
    jobsUnrelatedAbove30: unrelated.filter((u) => u > 30).length,
    unrelatedRates: figures.reduce((n, f) => n + f.unrelated, 0),
    unrelatedRatesAbove30: figures.reduce((n, f) => n + f.unrelatedAbove30, 0),
  };
}
