import {
  BARE_HEADS,
  CROSS_FIELD_TITLES,
  OCCUPATIONS,
  RANK_ONLY_TITLES,
  SOFTWARE_OR_ENGINEERING,
  type OccupationFamily,
} from '../data/occupations';
import type { EngineeringLean } from './engineering-lean';
import { titleVariants } from './title-variants';
import { escoOccupationOf, escoTitleOf, escoWords, titleParts } from './esco-occupation';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const ENGINEERS = OCCUPATIONS.find((f) => f.family === 'engineer')!;

let patterns: Array<{ family: OccupationFamily; phrase: string; pattern: RegExp }> | undefined;

/**
 * The occupation family a title names, by the longest phrase of the taxonomy it holds as whole
 * words ('Senior Data Engineer' is a data engineer, not an engineer) and, between phrases of one
 * length, the later one: an English title ends in its head noun ('Marketing Assistant Teacher'
 * teaches). A title none of them names falls to ESCO's titles (esco-occupation.ts), which know
 * the work the families leave out ('Farmer', 'Photographer') and place a title the families
 * name only by its bare head word ('Quality Engineer'). A title that may be software or other
 * engineering ('Engineering Manager': SOFTWARE_OR_ENGINEERING) is the engineers' when the
 * resume's skills lean that way (`lean`, asked only then). Null when neither names it, and for
 * a title held in every field ('Founder', 'Assistant Manager': CROSS_FIELD_TITLES).
 */
export function occupationOf(
  title: string | null | undefined,
  lean?: () => EngineeringLean,
): OccupationFamily | null {
  if (!title) return null;
  const placed = placements.get(title) ?? remember(title, placeTitle(title));
  if (placed.ambiguous && lean?.() === 'engineering') return ENGINEERS;
  return placed.family;
}

/** A title's family before the resume's lean is asked, and whether the lean may change it. */
type Placement = { family: OccupationFamily | null; ambiguous: boolean };

// A match places the job's title several times and every role's title once, and a ranking of
// many resumes meets the same titles again: placing is pure, so each title is placed once.
const placements = new Map<string, Placement>();
const MAX_PLACEMENTS = 20_000;

function remember(title: string, placed: Placement): Placement {
  if (placements.size >= MAX_PLACEMENTS) placements.clear();
  placements.set(title, placed);
  return placed;
}

/** The family a title names by the rules of occupationOf, the lean aside. */
function placeTitle(title: string): Placement {
  const none = { family: null, ambiguous: false };
  if (CROSS_FIELD_TITLES.has(escoWords(title).join(' '))) return none;
  let best = familyMatch(title);
  let read = title;
  for (const variant of titleVariants(title)) {
    const match = familyMatch(variant);
    if (match && (!best || match.length > best.length)) [best, read] = [match, variant];
  }
  if (!best) return { family: escoOccupationOf(title), ambiguous: false };
  // 'Quality Engineer' is no software engineer: a bare head word yields to a title ESCO knows
  // whole, in another field, and counts only when ESCO knows none or agrees.
  if (BARE_HEADS.has(best.phrase)) {
    const esco = escoTitleOf(read);
    if (esco && esco.words > 1 && esco.family.field !== best.family.field)
      return { family: esco.family, ambiguous: false };
  }
  return { family: best.family, ambiguous: SOFTWARE_OR_ENGINEERING.has(best.phrase) };
}

/**
 * The family of the longest phrase a title holds as whole words, and between phrases of one
 * length the later one (see occupationOf); null when it holds none.
 */
function familyMatch(
  title: string,
): { family: OccupationFamily; length: number; at: number; phrase: string } | null {
  patterns ??= OCCUPATIONS.flatMap((family) =>
    family.phrases.map((phrase) => ({
      family,
      phrase,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'iu'),
    })),
  ).sort((a, b) => b.phrase.length - a.phrase.length);
  let best: { family: OccupationFamily; length: number; at: number; phrase: string } | null = null;
  for (const p of patterns) {
    if (best && p.phrase.length < best.length) break;
    const match = p.pattern.exec(title);
    if (match && (!best || match.index > best.at))
      best = { family: p.family, length: p.phrase.length, at: match.index, phrase: p.phrase };
  }
  return best;
}

/**
 * Whether a title names no work at all, only a rank or a standing held in every field
 * ('Co-Founder', 'CEO, Lead Consultant', 'Intern'): each of its parts is such a title.
 */
export function namesNoWork(title: string): boolean {
  const parts = titleParts(title)
    .map((part) => escoWords(part).join(' '))
    .filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every((part) => CROSS_FIELD_TITLES.has(part) || RANK_ONLY_TITLES.has(part))
  );
}
