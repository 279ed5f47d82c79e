import type { CompareResumesAnswer } from '@resumerank/contract/resume-history';
import type { ScoreResults } from '@resumerank/contract/scoring';
import type { Database } from '../../../db/database';
import { findOwnResume } from '../find-resume';
import { latestScores } from '../latest-scores';
import { changedChecks } from './changed-checks';
import { lineDiff } from './line-diff';

/**
 * GET /resumes/compare?a=&b=: from version `a` to version `b`, the checks whose outcome flipped
 * (from each one's latest stored score) and the lines added or removed (from the stored text).
 * Neither needs the file, so versions whose file retention erased still compare.
 */
export async function compareResumes(
  db: Database,
  userId: string,
  aId: string,
  bId: string,
): Promise<CompareResumesAnswer> {
  const a = await findOwnResume(db, userId, aId);
  const b = await findOwnResume(db, userId, bId);
  const latest = await latestScores(db, [a.id, b.id]);
  const results = (id: string) => (latest.get(id)?.results as ScoreResults | undefined) ?? null;
  const checks = changedChecks(results(a.id), results(b.id));
  const lines = lineDiff(a.text, b.text);
  return {
    a: a.id,
    b: b.id,
    now_passing: checks.nowPassing,
    now_failing: checks.nowFailing,
    lines_added: lines.added,
    lines_removed: lines.removed,
  };
}
