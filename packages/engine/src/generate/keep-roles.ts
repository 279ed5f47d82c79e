import type { ExperienceEntry, SourceRef } from '../types';
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

/** The 1-based line of the source text at each place a reader gave ('page:line'). */
export type LineNumbers = ReadonlyMap<string, number>;

/** The source text's lines of the places the parser read a part of a role from. */
function linesOf(refs: SourceRef[] | undefined, numbers: LineNumbers): number[] {
  return unique(
    (refs ?? []).flatMap((r) => {
      const n = numbers.get(`${r.page}:${r.line}`);
      return n === undefined ? [] : [n];
    }),
  );
}

/**
 * Every role the resume has, in the person's order, with its title, company, place and dates
 * as written and every achievement under it, reworded only by safe edits. Each line records the
 * source lines it came from: where the parser says which lines it read each part from (a date
 * lifted out of its column, a range or a line joined over two lines), those lines; else the
 * roles are looked for in reading order, and an achievement from its own role's header on, so a
 * line that two roles share is traced to the right one.
 */
export function keepRoles(
  entries: ExperienceEntry[],
  index: SourceIndex,
  numbers: LineNumbers = new Map(),
): KeptRoles {
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
    const read = linesOf(entry.origin?.header, numbers);
    if (header.length || read.length) {
      kept.sources.push({
        field: `experience.${i}`,
        lines: read.length ? read : unique(header.flatMap((s) => s!.lines)),
      });
    }
    let at = headerAt;
    const achievements = entry.bullets.map((bullet, j) => {
      const span = locate(index, bullet, at);
      if (span && span.at >= headerAt) at = span.end;
      const read = linesOf(entry.origin?.bullets[j], numbers);
      // The found stretch where it lies in the lines the parser read it from; else those lines.
      const found = span && (!read.length || span.lines.every((n) => read.includes(n)));
      kept.sources.push({
        field: `experience.${i}.achievements.${j}`,
        lines: found ? span.lines : read.length ? read : locateLoose(index, bullet),
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
