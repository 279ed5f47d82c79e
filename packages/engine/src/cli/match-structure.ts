// Compares what the engine read of a resume's work history with hand labels (the corpus's
// structure.json). The rules are those of the corpus's reference scorer
// (shared/tools/structure-score.mjs), so the two give the same totals: a role is found by the
// words of its title and company, its dates by years and "present", an achievement by most of
// its words.
import type { ExperienceEntry } from '../types';

/** One labelled role: title, company, start and end as written ("present" for an open end). */
export interface LabelledRole {
  title?: string | null;
  company?: string | null;
  start?: string | null;
  end?: string | null;
  bullets?: string[];
}

/** The labels of one resume file. */
export interface StructureLabel {
  name?: string | null;
  experience?: LabelledRole[];
}

/** What the matcher looks at in a parsed role. */
export type ReadRole = Pick<
  ExperienceEntry,
  'title' | 'company' | 'startDate' | 'endDate' | 'duration' | 'bullets'
> &
  Partial<Pick<ExperienceEntry, 'current'>>;

/** What the engine read of one file, or null when it refused the file. */
export interface ReadStructure {
  name: string | null;
  experience: ReadRole[];
}

/** The counts of one file, and a line per miss for people to read. */
export interface StructureCounts {
  nameRight: boolean;
  roles: number;
  rolesFound: number;
  datesRight: number;
  achievements: number;
  achievementsKept: number;
  /** Labelled achievements found under a role other than their own. */
  misplaced: number;
  refused: boolean;
  /** Labelled roles not found though a read role has their dates: read, but in other words. */
  missedWithDates: number;
  /** Read roles that are no labelled role: extra, split or garbled readings. */
  unmatchedRead: number;
  misses: string[];
}

/**
 * The words that count: lower case, accents split off, punctuation dropped except the signs that
 * carry meaning in resumes (% $ + # and the dot inside 'node.js'), single letters dropped unless
 * they are digits.
 */
export function wordsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9%$+#.]+/g, ' ')
    .replace(/\.(?=\s|$)/g, ' ')
    .split(' ')
    .filter((w) => w.length > 1 || /\d/.test(w));
}

/** Share of the words of `part` found among the words of `whole` (1 when `part` has none). */
export function coveredShare(part: string | null | undefined, whole: string | null | undefined) {
  const wanted = wordsOf(part);
  if (wanted.length === 0) return 1;
  const have = new Set(wordsOf(whole));
  return wanted.filter((w) => have.has(w)).length / wanted.length;
}

/**
 * The index of the read role that is this labelled role, or -1. Title and company may be split
 * differently by the reader (the company in the title line), so each is looked for in both; among
 * candidates the one whose own fields agree best wins, the first on a tie. Roles in `taken` are
 * already another label's: two labelled roles with the same title and company (a template's
 * placeholders, a return to an employer) are two read roles, not one read twice.
 */
export function matchRole(
  label: LabelledRole,
  roles: readonly ReadRole[],
  taken: ReadonlySet<number> = new Set(),
): number {
  let best = -1;
  let bestScore = -1;
  roles.forEach((role, index) => {
    if (taken.has(index)) return;
    const both = `${role.title} ${role.company}`;
    if (label.company && coveredShare(label.company, both) < 0.6) return;
    if (label.title && coveredShare(label.title, both) < 0.5) return;
    const score = coveredShare(label.company, role.company) + coveredShare(label.title, role.title);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

const yearsIn = (text: string | null | undefined) =>
  (text?.match(/(19|20)\d\d/g) ?? []).map(Number);
const saysPresent = (text: string | null | undefined) =>
  /present|current|now|today/i.test(text ?? '');

/**
 * Whether the read role has the labelled dates: the start year, and either the end year or
 * "present". Months are not compared, since resumes write them in too many ways to label once.
 * A role the reader holds as current is open whatever its end says ('till date', 'Ongoing'):
 * the reader keeps the person's words, and counts the role as held.
 */
export function datesAgree(label: LabelledRole, role: ReadRole): boolean {
  const read = `${role.duration} ${role.startDate} ${role.endDate}`;
  const years = yearsIn(read);
  const open = role.current === true || saysPresent(read);
  const start = yearsIn(label.start)[0];
  if (start && !years.includes(start)) return false;
  if (saysPresent(label.end)) return open;
  const end = yearsIn(label.end)[0];
  if (end && !years.includes(end)) return false;
  // A closed role read as open is wrong; an end the label lacks cannot be checked.
  return !open || !end;
}

/**
 * Whether a role holds a labelled achievement: one bullet has three quarters of its words, or
 * the bullets together have nearly all of them (a sentence the reader split in two).
 */
export function holdsAchievement(achievement: string, role: ReadRole): boolean {
  return (
    role.bullets.some((b) => coveredShare(achievement, b) >= 0.75) ||
    coveredShare(achievement, role.bullets.join(' ')) >= 0.9
  );
}

/** Counts what the engine got right of one file's labels; `read` is null for a refused file. */
export function matchStructure(label: StructureLabel, read: ReadStructure | null): StructureCounts {
  const roles = read?.experience ?? [];
  const counts: StructureCounts = {
    nameRight: wordsOf(read?.name).join(' ') === wordsOf(label.name).join(' '),
    roles: 0,
    rolesFound: 0,
    datesRight: 0,
    achievements: 0,
    achievementsKept: 0,
    misplaced: 0,
    refused: read === null,
    missedWithDates: 0,
    unmatchedRead: 0,
    misses: [],
  };
  if (!counts.nameRight) counts.misses.push(`name ${JSON.stringify(read?.name ?? '')}`);
  const taken = new Set<number>();
  for (const labelled of label.experience ?? []) {
    counts.roles += 1;
    const index = matchRole(labelled, roles, taken);
    if (index >= 0) taken.add(index);
    const role = roles[index];
    if (!role) counts.misses.push(`role not found: ${labelled.title} | ${labelled.company}`);
    else if (datesAgree(labelled, role)) counts.datesRight += 1;
    else counts.misses.push(`dates of ${labelled.company}: ${JSON.stringify(role.duration)}`);
    if (role) counts.rolesFound += 1;
    else if (yearsIn(labelled.start).length > 0 && roles.some((r) => datesAgree(labelled, r))) {
      counts.missedWithDates += 1;
    }
    for (const achievement of labelled.bullets ?? []) {
      counts.achievements += 1;
      if (role && holdsAchievement(achievement, role)) counts.achievementsKept += 1;
      else if (roles.some((other, i) => i !== index && holdsAchievement(achievement, other))) {
        counts.misplaced += 1;
        counts.misses.push(`achievement of ${labelled.company} under another role`);
      }
    }
  }
  counts.unmatchedRead = roles.length - taken.size;
  counts.misses = [...new Set(counts.misses)];
  return counts;
}
