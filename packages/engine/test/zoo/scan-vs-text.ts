import type { ParsedResumeData } from '../../src/types';
import { monthOf, wordsOf } from './compare-reading';
import type { ZooFileLabel } from './zoo-labels';

/** How much of a zoo file's labels one reading got right. */
export interface ReadingScore {
  roles: number;
  rolesFound: number;
  datesRight: number;
  achievements: number;
  achievementsKept: number;
  name: boolean;
  email: boolean;
}

/**
 * Scores a reading against its labels: roles found by their title and company words, and of
 * those, the ones with both dates right and the achievements kept whole under them; the name
 * and the email. Looser than compareReading, so a scan's partial reading shows as a figure.
 */
export function scoreReading(parsed: ParsedResumeData, label: ZooFileLabel): ReadingScore {
  const score: ReadingScore = {
    roles: label.roles.length,
    rolesFound: 0,
    datesRight: 0,
    achievements: label.roles.reduce((n, r) => n + r.bullets.length, 0),
    achievementsKept: 0,
    name: wordsOf(parsed.name ?? '') === wordsOf(label.name),
    email: (parsed.email ?? '').toLowerCase() === label.email.toLowerCase(),
  };
  const unused = new Set(parsed.experience);
  for (const role of label.roles) {
    const entry = [...unused].find(
      (e) =>
        wordsOf(e.title) === wordsOf(role.title) && wordsOf(e.company) === wordsOf(role.company),
    );
    if (!entry) continue;
    unused.delete(entry);
    score.rolesFound += 1;
    const end = entry.current ? 'present' : monthOf(entry.endDate);
    if (monthOf(entry.startDate) === role.start && end === role.end) score.datesRight += 1;
    const items = ` ${entry.bullets.map(wordsOf).join(' ')} `;
    score.achievementsKept += role.bullets.filter((b) => items.includes(` ${wordsOf(b)} `)).length;
  }
  return score;
}

/** The sum of several scores, for a table's total row. */
export function addScores(scores: ReadingScore[]): ReadingScore {
  const total: ReadingScore = {
    roles: 0,
    rolesFound: 0,
    datesRight: 0,
    achievements: 0,
    achievementsKept: 0,
    name: true,
    email: true,
  };
  for (const s of scores) {
    total.roles += s.roles;
    total.rolesFound += s.rolesFound;
    total.datesRight += s.datesRight;
    total.achievements += s.achievements;
    total.achievementsKept += s.achievementsKept;
  }
  return total;
}
