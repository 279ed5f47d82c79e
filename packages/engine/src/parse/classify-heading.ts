import type { SectionKind, TextLine } from '../types';
import { sectionHeadings } from '../data/section-headings';
import { normalizeHeading } from './normalize-heading';
import { squashedHeadingKind, withoutEntryCount } from './heading-variants';
import { hasTitleWord } from './experience/has-title-word';
import { containsDateRange } from './find-dates';
import { misspeltHeading } from './misspelt-heading';

/** The kinds of section that list roles: work and volunteering. */
export const EXPERIENCE_LIKE: ReadonlySet<string> = new Set(['experience', 'volunteer']);

const byHeading = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(sectionHeadings)) {
  for (const name of names) byHeading.set(normalizeHeading(name), kind as SectionKind);
}

const known = new Set(byHeading.keys());
// The long words of known headings, that a slip of the keys may be read back to.
const headingWords = [...new Set([...known].flatMap((k) => k.split(' ')))].filter(
  (w) => w.length >= 8,
);

/** A line's words as a heading reads them: a colon after them ('Experience:') is no part. */
export const headingText = (line: TextLine): string => line.text.replace(/:$/, '');

/**
 * Whether a line has a heading's shape: no list item, short, and not opening in lowercase
 * ('work each month' is the end of a wrapped bullet).
 */
export const isHeadingShaped = (line: TextLine): boolean =>
  !line.bullet &&
  !/^\p{Ll}/u.test(line.text) &&
  (line.text.length <= 60 ||
    (line.text.length <= 90 && compoundHeadingKind(headingText(line)) !== null));

/** Whether a line is a known heading's words whole ('Work Experience:'), shaped as a heading. */
export const isWholeHeadingLine = (line: TextLine): boolean =>
  isHeadingShaped(line) && isWholeHeading(headingText(line));

/** Whether the words are a known heading whole ('Training'), not only opening with one. */
export function isWholeHeading(text: string): boolean {
  return byHeading.has(normalizeHeading(withoutEntryCount(text)));
}

/** The kind of section a heading names, or null when the words are not a known heading. */
export function headingKind(text: string): SectionKind | null {
  const key = normalizeHeading(withoutEntryCount(text));
  if (byHeading.has(key)) return byHeading.get(key)!;
  const squashed = squashedHeadingKind(text);
  if (squashed) return squashed;
  const mended = misspeltHeading(key, known, headingWords);
  if (mended) return byHeading.get(mended)!;
  if (/\d/.test(key)) return null;
  // 'Leadership & Volunteer Experience', 'Research & Experience': two phrases joined into a
  // short heading that ends in 'experience' head roles, though a word before it is also a
  // title's ('Volunteer') or the first phrase alone would head publications ('Research').
  const first = firstPhraseKind(key);
  // 'Relevant senior professional and analytical experience': a longer qualified heading of
  // work too, so long as it reads as no sentence ('ten years of experience').
  const joined = / and /.test(key) && key.endsWith(' experience') && key.split(' ').length <= 5;
  const qualified =
    /^[a-z ]+ (?:experience|employment)$/.test(key) &&
    key.split(' ').length <= 7 &&
    !/\b(?:years?|with|my|our|your|of)\b/.test(key);
  if (joined || qualified) return first === null || first === 'publications' ? 'experience' : first;
  const compound = compoundHeadingKind(withoutEntryCount(text));
  if (compound) return compound;
  // 'Work Experience & Internships', 'Skills / Tools': the first known phrase decides. A line
  // with a job title after the phrase is an entry ('Research Assistant, 2021').
  if (hasTitleWord(key.split(' ').slice(1).join(' '))) return null;
  // 'Volunteer, Comité de Construction Régional': the phrase, a comma and a name that heads
  // nothing is a role's header line ('Skills, Interests' is still a heading).
  const afterComma = /^[^,:]+,\s*(.+)$/.exec(text.trim());
  if (first && afterComma && !headingKind(afterComma[1]!)) return null;
  // 'Research Institute of Information Technologies', 'Training Center Kyiv': a heading's word
  // that opens an organisation's name is the employer's, not a section's.
  if (first && ORGANISATION.test(key.split(' ').slice(1).join(' '))) return null;
  if (first) return first;
  // 'Academic Experience', 'Teaching Experience', 'Academic Education': a word or two that
  // qualifies a known heading of these kinds.
  const words = key.split(' ');
  if (words.length <= 3) {
    for (const [name, kind] of byHeading) {
      if (!SUFFIXABLE.has(kind) || EXACT_ONLY.has(name) || !key.endsWith(` ${name}`)) continue;
      // 'Director of Research', 'Head of Training': a job's title, not a qualified heading.
      if (!hasTitleWord(key.slice(0, -name.length))) return kind;
    }
  }
  return null;
}

/** A known heading, or one in the plural or singular ('trainings', 'certification'). */
const knownKind = (part: string): SectionKind | undefined =>
  byHeading.get(part) ?? byHeading.get(part.replace(/s$/, '')) ?? byHeading.get(`${part}s`);

/**
 * The kind of a heading that lists known headings ('Academic Qualification, Trainings and
 * Professional Certifications'): every part one, the first decides. Null otherwise.
 */
function compoundHeadingKind(text: string): SectionKind | null {
  const parts = text
    .split(/\s*(?:[,&/+]|\band\b)\s*/i)
    .map(normalizeHeading)
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => knownKind(p) === undefined)) return null;
  return knownKind(parts[0]!)!;
}

/** The kind of the known heading a short key opens with ('skills and tools' → skills). */
function firstPhraseKind(key: string): SectionKind | null {
  if (key.split(' ').length > 5 || ROLE_PHRASES.test(key)) return null;
  for (const [name, kind] of byHeading) {
    if (EXACT_ONLY.has(name)) continue;
    if (key.startsWith(`${name} `)) return kind;
  }
  return null;
}

const ORGANISATION =
  /(?<!\p{L})(?:institute|institut|instituto|istituto|institution|university|universidad|universidade|università|universität|université|hochschule|college|center|centre|centro|laboratory|laboratories|laboratorio|laboratoire|inc|llc|ltd|gmbh|corporation|company|foundation|fundação|fundación|hospital|clinic|ministry|agency|council)(?!\p{L})/u;

/** Time away listed as a role of its own ('Career break', 'Career gap'), under no heading's words. */
const ROLE_PHRASES = /^career (?:break|gap|pause)\b/;

/** Headings only alone: 'Service' heads service, 'Service Providers' and 'Customer Service' nothing. */
const EXACT_ONLY = new Set(['service']);

const SUFFIXABLE = new Set<SectionKind>([
  'experience',
  'education',
  'projects',
  'publications',
  'certifications',
  'awards',
  'volunteer',
]);

const PLACEHOLDER = /^(?:todo|tbd|tba|fixme|xxx+|lorem ipsum|placeholder|n\/a)\W*$/i;

const CONTACTISH = /@|https?:|www\.|\d{3}.*\d{3}|\|/;

/**
 * Whether a line is a section heading: a known heading phrase on a short line, or a short line
 * set apart by layout (larger or emphasised type, or capitals) with no sentence punctuation.
 */
export function isHeadingLine(line: TextLine, bodyFontSize: number): boolean {
  const text = line.text.trim().replace(/:$/, '');
  if (!text || line.bullet || text.length > 60 || CONTACTISH.test(text)) return false;
  // A line that starts in lowercase continues a sentence ('work each month').
  if (/^\p{Ll}/u.test(text) && !line.heading) return false;
  const words = text.split(/\s+/);
  if (line.heading && words.length <= 10) return true;
  if (words.length > 7) return false;
  if (headingKind(text)) return true;
  if (/[.,;]$/.test(text) || /\d{4}/.test(text) || containsDateRange(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  // Three capitals alone are an acronym or a placeholder ('AWS', 'TBD') more often than a heading,
  // and a template's leftover placeholder ('TODO!', 'LOREM IPSUM') heads nothing.
  if (letters.length < 4 || PLACEHOLDER.test(text)) return false;
  const capitals = letters === letters.toUpperCase() && words.length <= 5;
  const larger = bodyFontSize > 0 && line.fontSize >= bodyFontSize * 1.15;
  // One short word in capitals in plain type, run on from the line above ('Service Providers',
  // 'CGNAT', 'OpenStack'): a technology's acronym in a list, not an unknown section's heading.
  if (
    capitals &&
    words.length === 1 &&
    letters.length <= 8 &&
    !line.spaceBefore &&
    !line.emphasis &&
    !larger
  )
    return false;
  return (
    (capitals && (line.emphasis || larger || bodyFontSize === 0)) ||
    (larger && line.emphasis) ||
    (line.emphasis && bodyFontSize === 0 && words.length <= 4 && /^\p{Lu}/u.test(text))
  );
}
