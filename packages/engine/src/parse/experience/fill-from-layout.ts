// A resume sets its roles' headers alike: where most roles of a section have their title one line
// above their dates and their employer one line below, so does the role whose employer the
// grammar left empty. The section's own roles, read surely, teach where its fields sit, and a
// role that lacks one is read again at that place: the reader learns each document's layout
// from the document, so a layout nobody wrote a rule for still reads.
import type { SourceRef } from '../../types';
import type { EntryLine } from './describe-entry-line';
import type { ReadRole } from './layout-agreement';
import { employerLine } from './header-fields';
import { isPlaceLine, isStreetAddress, isWebAddress } from './is-light-header-line';
import { sourceRefs } from '../source-refs';

export type Field = 'title' | 'company';

/** Longest line a field is taken from: a title or an employer, never a sentence. */
const MAX_FIELD_WORDS = 12;
/** A sentence's end, bar an employer's legal form or an abbreviation ('Ltd.', 'Dept.'). */
const SENTENCE_END = /(?<!\b(?:inc|ltd|co|corp|dept|llc|plc|st|jr|sr))[.!?;:]$/i;

/** The line of a role's dates. */
export const anchorOf = (role: ReadRole) => role.block.header.find((l) => l.dates && !l.duration);

/** How a line is set (size and weight), to tell a section's employer lines from its titles. */
const typeOf = (l: EntryLine) => `${Math.round(l.line.fontSize * 2)}|${l.line.emphasis}`;

/** How far from its dates a role's title or employer is looked for. */
const REACH = 3;

/**
 * The line a field was read from: the nearest line to the role's dates that is the field, else
 * the nearest that holds it (an employer set above the roles, a title under its dates).
 */
function fieldLine(
  role: ReadRole,
  field: Field,
  lines: readonly EntryLine[],
  at: number,
): EntryLine | undefined {
  const text = role.entry[field];
  if (!text) return undefined;
  const near: EntryLine[] = [lines[at]!];
  for (let d = 1; d <= REACH; d++)
    near.push(...[lines[at - d], lines[at + d]].filter((l): l is EntryLine => l !== undefined));
  return near.find((l) => l.rest === text) ?? near.find((l) => l.rest.includes(text));
}

/** Where most of a section's surely read roles have a field, by its line's distance from the dates. */
interface Place {
  offset: number;
  /** The type the field's lines share, or null where they are set in more than one. */
  type: string | null;
}

/** The most common value of a list and how often it comes, or null for an empty list. */
function mode<T>(values: readonly T[]): [T, number] | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0] ?? null;
}

/**
 * The place of a field in a section's layout: at least two roles read with both fields on lines
 * of their own, two in three of them with the field at one distance from their dates.
 */
function placeOf(
  roles: readonly ReadRole[],
  field: Field,
  lines: readonly EntryLine[],
  position: ReadonlyMap<EntryLine, number>,
): Place | null {
  const seen: { offset: number; type: string }[] = [];
  for (const role of roles) {
    const anchor = anchorOf(role);
    const from = anchor && position.get(anchor);
    if (from === undefined) continue;
    const own = fieldLine(role, field, lines, from);
    const other = fieldLine(role, field === 'title' ? 'company' : 'title', lines, from);
    if (!own || !other || own === other) continue;
    seen.push({ offset: position.get(own)! - from, type: typeOf(own) });
  }
  const best = mode(seen.map((s) => s.offset));
  if (!best || best[1] < Math.min(2, roles.length - 1) || best[1] * 3 < seen.length * 2)
    return null;
  const types = seen.filter((s) => s.offset === best[0]).map((s) => s.type);
  const type = mode(types)!;
  return { offset: best[0], type: type[1] === types.length ? type[0] : null };
}

/** Whether a line can be a title or an employer: short, not a sentence, a list item or a date. */
export function canBeField(line: EntryLine, field: Field): boolean {
  const text = line.rest.trim();
  if (!text || line.dates || line.duration || line.verbLed || line.described) return false;
  if (line.line.bullet || line.line.heading || SENTENCE_END.test(text)) return false;
  if (text.split(/\s+/).length > MAX_FIELD_WORDS || isWebAddress(text)) return false;
  if (isStreetAddress(text)) return false;
  return field === 'company' || !isPlaceLine(text);
}

const sameRef = (a: SourceRef, b: SourceRef) => a.page === b.page && a.line === b.line;

/**
 * Takes a line out of the achievements it was read into, when it is one of them whole; false
 * when it was read into another's text (then it is no field of its own).
 */
export function takeFromAchievements(line: EntryLine, roles: readonly ReadRole[]): boolean {
  const refs = sourceRefs(line.line);
  if (refs.length === 0) return false;
  for (const { entry } of roles) {
    const origins = entry.origin?.bullets ?? [];
    const i = origins.findIndex((o) => o.some((r) => refs.some((s) => sameRef(r, s))));
    if (i < 0) continue;
    if (entry.bullets[i]!.trim() !== line.line.text.trim()) return false;
    entry.bullets.splice(i, 1);
    origins.splice(i, 1);
    entry.lines = entry.lines.filter((p) => p.trim() !== line.line.text.trim());
    return true;
  }
  return true;
}

/**
 * Fills, in place, a title or employer the grammar left empty from the line where the
 * section's other roles have theirs: that line, set as theirs are, between the role's neighbours,
 * in no role's header, and no achievement's part.
 */
export function fillFromLayout(roles: readonly ReadRole[], lines: readonly EntryLine[]): void {
  if (roles.length < 2) return;
  const position = new Map(lines.map((l, i) => [l, i]));
  const headers = new Set(roles.flatMap((r) => r.block.header));
  for (const field of ['company', 'title'] as const) {
    const place = placeOf(roles, field, lines, position);
    if (!place) continue;
    roles.forEach((role, k) => {
      const anchor = anchorOf(role);
      if (!anchor || role.entry[field] || !position.has(anchor)) return;
      const at = position.get(anchor)! + place.offset;
      const line = lines[at];
      // Between the role before and the role after: past the one's dates, before the other's header.
      const before = roles[k - 1] && anchorOf(roles[k - 1]!);
      const after = roles[k + 1]?.block.header[0];
      // A line of its own header read as the role's place ('Precise Flight Bend, OR') is the
      // employer and its place where the section's employers stand there.
      const asPlace =
        field === 'company' &&
        line !== undefined &&
        role.block.header.includes(line) &&
        line !== anchor &&
        role.entry.location.includes(line.rest.trim());
      if (!line || (headers.has(line) && !asPlace) || !canBeField(line, field)) return;
      if (before && at <= position.get(before)!) return;
      if (after && at >= (position.get(after) ?? Infinity)) return;
      if (place.type !== null && typeOf(line) !== place.type) return;
      const other = role.entry[field === 'title' ? 'company' : 'title'];
      if (other && line.rest.includes(other)) return;
      if (!asPlace && !takeFromAchievements(line, roles)) return;
      if (field === 'company') {
        const read = employerLine(line.rest);
        const rest = asPlace
          ? role.entry.location.replace(line.rest.trim(), '')
          : role.entry.location;
        role.entry.company = read.company;
        role.entry.location = [rest.replace(/^[\s,]+|[\s,]+$/g, ''), read.location]
          .filter(Boolean)
          .join(', ');
      } else role.entry.title = line.rest.trim();
      if (!asPlace) role.entry.origin?.header.push(...sourceRefs(line.line));
    });
  }
}
