import type { ResumeBody } from '../generate/resume-data';
import type { ParsedResumeData } from '../types';

/** What a download, read back by the engine, kept of the preview it was rendered from. */
export interface ReadBackComparison {
  name: boolean;
  /** Every role's title and company, in order, and no role more or less. */
  roles: boolean;
  /** Every role's dates. */
  dates: boolean;
  /** Every role's achievements, in order, under their own role. */
  achievements: boolean;
  /** What differed, one line each, for a person to look at. */
  misses: string[];
}

// Dashes and spaces vary between how a range is written and how it is read back; the dates
// themselves may not.
const squeezeRange = (range: string) =>
  range
    .replace(/\s*[-–—]\s*/g, '–')
    .replace(/\s+/g, ' ')
    .trim();

const quoted = (value: unknown) => JSON.stringify(value);

/**
 * Compares the resume read back from a download with the body it was rendered from: the name,
 * each role's title and company, its dates and its achievements. Roles are paired by position,
 * as a recruiter reads them down the page.
 */
export function compareReadBack(body: ResumeBody, read: ParsedResumeData): ReadBackComparison {
  const misses: string[] = [];
  const name = (body.personal_info.name.trim() || null) === read.name;
  if (!name) misses.push(`name ${quoted(body.personal_info.name)} read as ${quoted(read.name)}`);
  const roles = body.experience.filter((r) => r.title || r.company || r.duration);
  let rolesEqual = roles.length === read.experience.length;
  if (!rolesEqual) misses.push(`${roles.length} roles read as ${read.experience.length}`);
  let datesEqual = rolesEqual;
  let achievementsEqual = rolesEqual;
  roles.forEach((role, i) => {
    const got = read.experience[i];
    const header = `${role.title} | ${role.company}`;
    const gotHeader = got ? `${got.title} | ${got.company}` : '(none)';
    if (header !== gotHeader) {
      rolesEqual = false;
      misses.push(`role ${i + 1} ${quoted(header)} read as ${quoted(gotHeader)}`);
    }
    // The body keeps the parsed start and end when it has them; a role without them is
    // compared by its range as written.
    const dates = role.start !== undefined ? `${role.start}–${role.end ?? ''}` : role.duration;
    const gotDates = got
      ? role.start !== undefined
        ? `${got.startDate}–${got.endDate}`
        : got.duration
      : '(none)';
    if (squeezeRange(dates) !== squeezeRange(gotDates)) {
      datesEqual = false;
      misses.push(`role ${i + 1} dates ${quoted(dates)} read as ${quoted(gotDates)}`);
    }
    const bullets = role.achievements.filter((a) => a.trim());
    const gotBullets = got?.bullets ?? [];
    const firstDiff = bullets.findIndex((b, j) => b.trim() !== gotBullets[j]?.trim());
    if (firstDiff !== -1 || bullets.length !== gotBullets.length) {
      achievementsEqual = false;
      const at = firstDiff === -1 ? bullets.length : firstDiff;
      misses.push(
        `role ${i + 1} achievement ${at + 1} ${quoted(bullets[at] ?? null)} read as ${quoted(gotBullets[at] ?? null)} (${bullets.length} written, ${gotBullets.length} read)`,
      );
    }
  });
  return {
    name,
    roles: rolesEqual,
    dates: datesEqual,
    achievements: achievementsEqual,
    misses,
  };
}
