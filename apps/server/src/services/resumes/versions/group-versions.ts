import { pairwiseJaccard, wordShingles } from './text-similarity';
import { versionFilename } from './version-filename';

/** Texts at least this similar (Jaccard over word shingles) are versions of one resume. */
export const VERSION_SIMILARITY = 0.6;

/** What grouping needs of a stored resume. */
export interface VersionCandidate {
  id: string;
  filename: string;
  text: string;
  createdAt: Date;
  /** The name the engine read on the resume, when it read one. */
  person: string | null;
}

function samePerson(a: VersionCandidate, b: VersionCandidate): boolean {
  // An unread name does not tell two people apart; two different read names do.
  if (!a.person || !b.person) return true;
  return a.person.trim().toLowerCase() === b.person.trim().toLowerCase();
}

/**
 * Groups a user's resumes into versions of one resume: the same person, and the same file name
 * (version words aside) or near-identical text. Answers each resume's group id: the id of the
 * group's oldest version, so the id stays put as newer versions arrive.
 */
export function groupVersions(items: readonly VersionCandidate[]): Map<string, string> {
  const sorted = [...items].sort(
    (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id),
  );
  const names = sorted.map((r) => versionFilename(r.filename));
  const similarity = pairwiseJaccard(sorted.map((r) => wordShingles(r.text)));
  const parent = sorted.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      if (root(i) === root(j) || !samePerson(sorted[i]!, sorted[j]!)) continue;
      const similar = names[i] === names[j] || similarity(i, j) >= VERSION_SIMILARITY;
      // The older root wins, so each group is named after its oldest version.
      if (similar) parent[Math.max(root(i), root(j))] = Math.min(root(i), root(j));
    }
  }
  return new Map(sorted.map((r, i) => [r.id, sorted[root(i)]!.id]));
}
