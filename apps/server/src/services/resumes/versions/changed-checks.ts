import type { ChangedCheck } from '@resumerank/contract/resume-history';
import type { ScoreResults } from '@resumerank/contract/scoring';

/** The checks whose outcome flipped from one version's score to the next. */
export interface ChangedChecks {
  nowPassing: ChangedCheck[];
  nowFailing: ChangedCheck[];
}

function outcomes(results: ScoreResults | null) {
  const byKey = new Map<string, ChangedCheck & { passed: boolean }>();
  if (!results) return byKey;
  for (const [measure, { checks }] of Object.entries(results.breakdown))
    for (const c of checks)
      byKey.set(`${measure}:${c.id}`, { id: c.id, label: c.label, measure, passed: c.passed });
  return byKey;
}

/**
 * Checks that failed in `before` and pass in `after`, and the reverse, in `after`'s order. A
 * check only one of the two scores ran (a newer engine's) has nothing to compare and is left out.
 */
export function changedChecks(
  before: ScoreResults | null,
  after: ScoreResults | null,
): ChangedChecks {
  const was = outcomes(before);
  const changed: ChangedChecks = { nowPassing: [], nowFailing: [] };
  for (const [key, now] of outcomes(after)) {
    const then = was.get(key);
    if (!then || then.passed === now.passed) continue;
    const check = { id: now.id, label: now.label, measure: now.measure };
    (now.passed ? changed.nowPassing : changed.nowFailing).push(check);
  }
  return changed;
}
