import type { ResumeSummary } from '@resumerank/contract/resumes';

/**
 * The list's resumes gathered by their version group, in the list's order (newest first): each
 * group is placed where its newest version stands, its versions newest first.
 */
export function groupByVersion(resumes: readonly ResumeSummary[]): ResumeSummary[][] {
  const groups = new Map<string, ResumeSummary[]>();
  for (const r of resumes) {
    // An answer from before grouping has no version_group: each resume stands alone.
    const key = r.version_group ?? r.resume_id;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()];
}
