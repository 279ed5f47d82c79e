// What a line of an experience section can be in a role's header: the tests the entry grammar
// (group-entries.ts) groups lines by.
import type { EntryLine } from './describe-entry-line';
import { isCommaFields } from './entry-text-shapes';
import { isPlaceOrCity } from './is-place-name';
import { hasTitleWord } from './has-title-word';
import { endsWithAbbreviation } from '../ends-with-abbreviation';
import { isPlaceLine, isWebAddress } from './is-light-header-line';
import { startsWithDates } from './listed-roles';

/**
 * An employer's name and a note on it set apart by a dot or a bar, the note a phrase that may
 * end in a full stop ('Nextor Telecom · A telecom software company.'), the name in lowercase
 * as brands write it ('informind · An IT and Software Consulting Company').
 */
const NAME_AND_NOTE = /^[^.·|•]{1,60}\s[·|•]\s\p{Lu}[^.·|•]*\.?$/u;

/**
 * A name whose brand opens in lowercase with a capital inside it ('iBMS Technology Bangladesh
 * Ltd.', 'eBay Inc', 'dgBirds (Groupe Air France KLM)'), its other words capitalised, in brackets
 * or not: an employer's line, no wrapped sentence's.
 */
const camelBrand = (text: string) => {
  const [first, ...others] = text.split(/\s+/);
  return (
    /^\p{Ll}{1,2}\p{Lu}/u.test(first!) &&
    others.length > 0 &&
    others.every((w) => w.length < 4 || /^[("'“]?\p{Lu}/u.test(w))
  );
};

/** A line that can stand in a header beside the dated one: short, no glyph, not a duty. */
export function canJoinHeader(l: EntryLine): boolean {
  if (!l.headerish || l.duration) return false;
  // 'Game Demo: https://…', 'GitHub: https://…': a labelled link is the role's text, not its header.
  if (/^[^:]{1,30}:\s*(?:https?:\/\/|www\.)/i.test(l.rest)) return false;
  // A line that starts in lowercase continues the one above it ('...through API design and').
  // A role's website ('https://acme.com/') is set in a header's stack of lines, though lowercase.
  // So is a place that opens with how the work was done ('remote (New York City)').
  // So is a brand in lowercase set in bold on a line of its own ('backstitch'), before its
  // place ('ti&m AG, Zurich, Switzerland').
  if (
    /^\p{Ll}/u.test(l.rest) &&
    !l.titleLike &&
    !isWebAddress(l.rest) &&
    !isPlaceLine(l.rest) &&
    !(l.line.emphasis && /^\S+(?:\s\S+){0,2}(?:,|$)/.test(l.rest)) &&
    !NAME_AND_NOTE.test(l.rest) &&
    !camelBrand(l.rest)
  )
    return false;
  // '32% under plan', '$450K of spend', '15 hours a week': the rest of a wrapped achievement.
  if (/^(?:\d[\d.,]*\s*%|[$€£]\d|\d[\d.,]*\s+\p{Ll})/u.test(l.rest)) return false;
  // Nor does it stop inside a bracket it opened ('…rebuild of CentOS Linux (Rocky' / 'Linux), …'):
  // such a line runs on into the next.
  if (/\([^()]*$/.test(l.rest)) return false;
  // Nor does a header end in a full stop, but after 'Inc.' and the like ('30% on tested items.'),
  // or after fields set apart by commas ('IT Intern, Delta Holdings, Lakeside, Eastern Region.').
  if (
    /\.$/.test(l.rest) &&
    !endsWithAbbreviation(l.rest) &&
    !NAME_AND_NOTE.test(l.rest) &&
    !isCommaFields(l.rest)
  )
    return false;
  // 'Certified Public Accountant | Gilmore Financial' opens like a deed but names a title and an
  // employer set apart by bars: a header, above its dates on the next line.
  // So does a title whose first word is also a verb, before its place ('Graduate Teaching
  // Assistant, Computer Vision | Atlanta, GA'): the words before the first bar are the title's.
  const titlePart = l.rest.split(/\s+[|•·]\s+/)[0]!;
  if (l.verbLed && !(l.titleLike && titlePart.split(/\s+/).length <= 6) && !namesBoth(l))
    return false;
  return l.rest.length > 0;
}

/**
 * A dated line that names title and employer itself, set apart by bars, bullets or 'at' ('Team Lead
 * | Acme Volunteers | 2025'): the line above it is the previous role's, not part of this header.
 */
export function namesBoth(l: EntryLine): boolean {
  const pieces = l.rest
    .split(/\s+[|•·@]\s+|\s+at\s+/)
    .filter((p) => /\p{L}{2}/u.test(p) && !p.split(/\s*,\s*/).some(isPlaceOrCity));
  return pieces.length >= 2 && pieces.some(hasTitleWord);
}

/** A bullet, or a labelled line of a role's description: what follows a role's header. */
export function opensBody(l: EntryLine | undefined): boolean {
  return l !== undefined && (l.line.bullet || l.described);
}

/** Whether a dated line is a role's header line rather than an achievement naming a year. */
export function isDatedHeader(l: EntryLine): boolean {
  if (!l.dates || !l.headerish || l.line.bullet) return false;
  if (l.rest === '') return true;
  const words = l.rest.split(/\s+/).length;
  // A duty opens with its verb; a short line that opens with its range in brackets names what
  // was done then ('[Oct 2022 - Present] Developing an HTML5 game'), as a role's header does.
  const bracketedFirst = /^\s*[[(]/.test(l.line.text) && l.line.text.includes(`${l.dates.text}`);
  if (l.verbLed && !l.titleLike && !(bracketedFirst && startsWithDates(l) && words <= 8))
    return false;
  // A lone date ('2019') beside many words is more likely a mention than a role's dates, but
  // for a line that opens with it and sets its fields apart with bars ('2010  Proof Reader:
  // Statistical Models with R | Department of Zoology').
  const fieldsAfter =
    l.line.text.trimStart().startsWith(l.dates.text) && l.rest.split(/\s\|\s/).length >= 2;
  if (l.dates.start !== l.dates.end || fieldsAfter) return true;
  // A year beside a link to a page about the thing ('Wearable Sterilizer - MWC Barcelona 2017 -
  // https://example.org/wearable') is press coverage listed under a role, not a role.
  if (/(?:https?:\/\/|www\.)[^\s/]+\/\S/.test(l.line.text)) return false;
  if (l.titleLike) return true;
  // 'Best Paper Award at ICRA 2024', 'Speaker at PyCon 2019': something that happened at an
  // event in a year, in plain type and with no job's word, is no role's header.
  const year = /^(?:19|20)\d{2}$/.test(l.dates.text);
  if (
    year &&
    !l.line.emphasis &&
    new RegExp(`\\sat\\s+\\p{Lu}\\S*(?:\\s\\p{Lu}\\S*)? ${l.dates.text}$`, 'u').test(
      l.line.text.trim(),
    )
  )
    return false;
  return words <= 10;
}

/** An undated header: a role named in bold or as a heading (Markdown, dateless templates). */
export function isUndatedHeader(l: EntryLine): boolean {
  return (
    !l.line.bullet &&
    l.headerish &&
    (l.line.emphasis || l.line.heading === true) &&
    !l.verbLed &&
    l.rest.split(/\s+/).length <= 10
  );
}
