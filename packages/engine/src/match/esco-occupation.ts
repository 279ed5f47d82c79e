import { ESCO_TITLES } from '../data/esco-titles';
import { BROAD_TITLES, ISCO_FIELDS, RANK_HEADS } from '../data/isco-fields';
import { CROSS_FIELD_TITLES, type OccupationFamily } from '../data/occupations';

/** The longest title ESCO holds, in words (scripts/build-occupation-titles.mjs keeps four). */
const MAX_WORDS = 4;

/** A one-word ESCO title shorter than this is an abbreviation ('AB', 'DJ'), not read alone. */
const MIN_LETTERS = 4;

let titles: Map<string, OccupationFamily> | undefined;

/** The field of an ISCO-08 unit group: that of its longest prefix in ISCO_FIELDS. */
export function fieldOfIsco(code: string): string | null {
  for (let n = code.length; n > 0; n--) {
    const field = ISCO_FIELDS[code.slice(0, n)];
    if (field) return field;
  }
  return null;
}

/**
 * A title's family from its ISCO groups: the group whose field most of them share, so that a
 * title ESCO files under several groups lands where most of it is; between equals, a group
 * outside the managers' (ESCO adds a manager's group to many a specialist's title).
 */
function familyOf(codes: string[]): OccupationFamily | null {
  const fields = codes.map(fieldOfIsco);
  let best: { code: string; field: string; count: number } | undefined;
  for (const [i, code] of codes.entries()) {
    const field = fields[i];
    if (!field) continue;
    const count = fields.filter((f) => f === field).length;
    const better =
      !best || count > best.count || (count === best.count && best.code.startsWith('1'));
    if (better) best = { code, field, count };
  }
  return best ? { family: `isco ${best.code}`, field: best.field, phrases: [] } : null;
}

function load(): Map<string, OccupationFamily> {
  const map = new Map<string, OccupationFamily>();
  for (const line of ESCO_TITLES.split('\n')) {
    const [title, codes] = line.split('\t');
    const family = title && codes ? familyOf(codes.split(',')) : null;
    if (family) map.set(title!, family);
  }
  return map;
}

/** A title as ESCO's table holds it: lowercase words of letters and digits. */
export function escoWords(title: string): string[] {
  return title
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * The parts of a title that may each name a job ('Cashier / Shift Lead', 'Founder and CEO',
 * 'Analyst at Acme'): split at slashes, bars, commas, brackets, spaced dashes and ampersands,
 * and the words that join two titles or a title and its place.
 */
export function titleParts(title: string): string[] {
  return title.split(/[/|,;()–—]|\s-\s|\s&\s|\b(?:and|in|at|for)\b/);
}

/** The occupation ESCO gives a title the hand-kept families do not know (see escoTitleOf). */
export function escoOccupationOf(title: string): OccupationFamily | null {
  return escoTitleOf(title)?.family ?? null;
}

/**
 * The ESCO title a title names, with its family and its number of words ('Barista', 'Senior
 * Procurement Buyer'). A title may name several ('Cashier / Shift Lead'): each part in turn,
 * the first that ESCO knows. Within a part, the longest run of words that is an ESCO title and
 * ends the part, since an English title ends in its head noun and what stands before it only
 * narrows it ('Development Consultant' is no developer); a one-word ESCO title never when it
 * is as broad as 'assistant' or as short as a company's 'AB', and a two-word one never when its
 * head names a rank in any trade ('Security Consultant': RANK_HEADS). Null when ESCO knows
 * none, or the head is a title held in every field ('Assistant Manager').
 */
export function escoTitleOf(title: string): { family: OccupationFamily; words: number } | null {
  titles ??= load();
  for (const part of titleParts(title)) {
    const words = escoWords(part);
    for (let n = Math.min(MAX_WORDS, words.length); n > 0; n--) {
      const run = words.slice(words.length - n);
      if (n === 1 && (run[0]!.length < MIN_LETTERS || BROAD_TITLES.has(run[0]!))) continue;
      if (n === 2 && RANK_HEADS.has(run[1]!)) continue;
      if (CROSS_FIELD_TITLES.has(run.join(' '))) return null;
      const family = titles.get(run.join(' '));
      if (family) return { family, words: n };
    }
  }
  return null;
}
