// 'ICT Skills Instructor (2023)' over 'Silvaland, ULK University, Kigali, Rwanda': a role's title
// and dates on one line, its employer and the employer's place on the line under it, read as the
// role's first line of text where the grammar took the header as one line.
import type { EntryLine } from './describe-entry-line';
import type { ReadRole } from './layout-agreement';
import { employerLine } from './header-fields';
import { isPlaceLine } from './is-light-header-line';
import { sourceRefs } from '../source-refs';
import { anchorOf, canBeField, takeFromAchievements } from './fill-from-layout';

/** A name: every word opens in a capital but the words that tie one ('Bank of Kigali'). */
const NAMED =
  /^(?:[\p{Lu}\d][\p{L}\d&.'’-]*|of|and|de|du|des|la|le|del|di|da|for|the|&)(?:[\s,]+(?:[\p{Lu}\d][\p{L}\d&.'’()-]*|of|and|de|du|des|la|le|del|di|da|for|the|&))*$/u;

/**
 * Whether a line is an employer followed by its place ('Clinica Vila, Málaga, Spain'): a name
 * that is no place itself, then a place we know after a comma.
 */
export function employerWithPlace(text: string): { company: string; location: string } | null {
  const read = employerLine(text);
  if (!read.location || !read.company || isPlaceLine(read.company)) return null;
  if (!NAMED.test(read.company)) return null;
  return /,\s*$/.test(text.slice(0, text.lastIndexOf(read.location))) ||
    text.includes(`${read.company},`)
    ? read
    : null;
}

/**
 * Fills, in place, the employer of a role read with a title and dates but no employer, from the
 * line right under its header when that line names an employer and its place, and is no
 * sentence or dated line (it leaves the role's text).
 */
export function employerUnderTitle(roles: readonly ReadRole[], lines: readonly EntryLine[]): void {
  const position = new Map(lines.map((l, i) => [l, i]));
  for (const role of roles) {
    const { entry, block } = role;
    const anchor = anchorOf(role);
    if (!anchor || entry.company || !entry.title || block.header.length !== 1) continue;
    const under = lines[(position.get(anchor) ?? -2) + 1];
    if (!under || under !== block.body[0]) continue;
    // A list item is the role's text, unless it is a name and a place alone: the employer set
    // as the first item under its role ('• Silvaland, ULK University, Kigali').
    const plain = under.line.bullet ? { ...under, line: { ...under.line, bullet: false } } : under;
    if (!canBeField(plain, 'company')) continue;
    const read = employerWithPlace(under.rest);
    if (!read || !takeFromAchievements(under, roles)) continue;
    entry.company = read.company;
    entry.location = [entry.location, read.location].filter(Boolean).join(', ');
    entry.origin?.header.push(...sourceRefs(under.line));
  }
}
