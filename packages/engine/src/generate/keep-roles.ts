import type { ExperienceEntry } from '../types';
import type { GeneratedRole, LineSource } from './resume-data';
import { locate, locateBefore, locateLoose, type SourceIndex } from './source-index';
import { safeRewrite } from './safe-rewrite';

/** The person's roles as generated, each line's source, and the achievements as written. */
export interface KeptRoles {
  roles: GeneratedRole[];
  sources: LineSource[];
  /** Each role's achievements exactly as the person wrote them, for the audit and for reverts. */
  originals: string[][];
}

const unique = (lines: number[]) => [...new Set(lines)].sort((a, b) => a - b);

/**
 * Every role the resume has, in the person's order, with its title, company, place and dates
 * as written and every achievement under it, reworded only by safe edits. Each line records the
 * source lines it came from: roles are looked for in reading order, and an achievement from its
 * own role's header on, so a line that two roles share is traced to the right one.
 */
export function keepRoles(entries: ExperienceEntry[], index: SourceIndex): KeptRoles {
  const kept: KeptRoles = { roles: [], sources: [], originals: [] };
  let cursor = 0;
  entries.forEach((entry, i) => {
    const first = entry.bullets.length ? locate(index, entry.bullets[0]!, cursor) : null;
    const limit = first && first.at >= cursor ? first.at : null;
    // Dates as written, or each end on its own where the reader put the range together.
    const dates = locate(index, entry.duration)
      ? [entry.duration]
      : [entry.startDate, entry.endDate];
    const header = [entry.title, entry.company, ...dates]
      .filter((part) => part.trim())
      .map((part) =>
        limit === null ? locate(index, part, cursor) : locateBefore(index, part, limit, cursor),
      )
      .filter((span) => span !== null && span.at >= cursor);
    const headerAt = header.length ? Math.min(...header.map((s) => s!.at)) : cursor;
    if (header.length) {
      kept.sources.push({
        field: `experience.${i}`,
        lines: unique(header.flatMap((s) => s!.lines)),
      });
    }
    let at = headerAt;
    const achievements = entry.bullets.map((bullet, j) => {
      const span = locate(index, bullet, at);
      if (span && span.at >= headerAt) at = span.end;
      kept.sources.push({
        field: `experience.${i}.achievements.${j}`,
        lines: span ? span.lines : locateLoose(index, bullet),
      });
      return safeRewrite(bullet, !entry.current && entry.endDate.trim() !== '');
    });
    cursor = Math.max(cursor, at, ...header.map((s) => s!.end));
    kept.originals.push(entry.bullets.map((b) => b.trim().replace(/\s+/g, ' ')));
    kept.roles.push({
      title: entry.title,
      company: entry.company,
      duration: entry.duration,
      achievements,
      location: entry.location,
      start: entry.startDate,
      end: entry.endDate,
      kind: entry.kind,
    });
  });
  return kept;
}
