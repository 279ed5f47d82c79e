import type { ResumeVersion } from '@resumerank/contract/resume-history';
import type { ScoreResults } from '@resumerank/contract/scoring';
import type { Database } from '../../../db/database';
import { findOwnResume } from '../find-resume';
import { latestScores, type ScoreRow } from '../latest-scores';
import { loadUserVersions } from './load-user-versions';

interface VersionRow {
  id: string;
  filename: string;
  createdAt: Date;
}

function toVersion(row: VersionRow, score: ScoreRow | undefined): ResumeVersion {
  const breakdown = (score?.results as ScoreResults | undefined)?.breakdown;
  return {
    resume_id: row.id,
    filename: row.filename,
    uploaded_at: row.createdAt.toISOString(),
    overall_score: score?.overallScore ?? null,
    impact: breakdown?.impact.score ?? null,
    brevity: breakdown?.brevity.score ?? null,
    style: breakdown?.style.score ?? null,
    skills: breakdown?.skills.score ?? null,
  };
}

/**
 * GET /resumes/{id}/history: the versions grouped with the user's resume, oldest first, each
 * with its latest scores. Someone else's resume answers 404 (findOwnResume).
 */
export async function resumeHistory(db: Database, userId: string, resumeId: string) {
  const resume = await findOwnResume(db, userId, resumeId);
  const { rows, latest, groups } = await loadUserVersions(db, userId);
  const group = groups.get(resume.id);
  if (!group) {
    // Older than the newest resumes that are grouped: it stands alone.
    const own = await latestScores(db, [resume.id]);
    return { version_group: resume.id, versions: [toVersion(resume, own.get(resume.id))] };
  }
  const versions = rows
    .filter((r) => groups.get(r.id) === group)
    .reverse()
    .map((r) => toVersion(r, latest.get(r.id)));
  return { version_group: group, versions };
}
