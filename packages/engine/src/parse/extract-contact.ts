import { nameLabels } from '../data/header-field-labels';
import type { ResumeSection, TextLine } from '../types';
import { headingKind } from './classify-heading';
import { cityNames } from '../data/city-names';
import { isPlaceName } from './experience/is-place-name';
import { hasTitleWord } from './experience/has-title-word';
import { givenNames } from '../data/given-names';
import { nameCandidateText } from './name-candidate-text';
import { DEGREE_WORDS, SCHOOL_WORDS } from '../data/education-words';

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,}/;
// Runs of characters a phone number is written with: digits, +, spaces, dots, dashes, brackets.
const PHONE_RUN = /\+?[\d(][\d\s().-]{5,30}\d/g;
const LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/[^\s|,;]+|github\.com\/[^\s|,;]+|gitlab\.com\/[^\s|,;]+|[a-z0-9-]{1,63}\.(?:dev|io|me|com|net|org)\/[^\s|,;]*)/gi;
const LOCATION =
  /\b([A-Z][a-zA-Z.]{1,40}(?:[ -][A-Z][a-zA-Z.]{1,40}){0,3}),\s*([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/;
const DATE_LIKE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/;

/** The email address in the lines, if any. */
export function findEmail(lines: TextLine[]): string | null {
  for (const line of lines) {
    const match = EMAIL.exec(line.text);
    if (match) return match[0].replace(/^mailto:/i, '');
  }
  return null;
}

/** Whether a run of digits and separators reads as a phone number rather than a date, a year or a figure. */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (
    DATE_LIKE.test(candidate) ||
    (/^(?:19|20)\d{2}\b/.test(candidate) && !candidate.startsWith('+'))
  )
    return false;
  // '2023.1234' or '3.97' are numbers; phones group digits with spaces, dashes or brackets.
  if (/^\d+\.\d+$/.test(candidate)) return false;
  return digits.length >= 10 || /\d{3}[\s.-]\d{4}$/.test(candidate);
}

/** The first phone number: 7 to 15 digits, grouped as phones are, not a date range or a year. */
export function findPhone(lines: TextLine[]): string | null {
  for (const line of lines) {
    const text = line.text.replace(EMAIL, ' ');
    for (const match of text.matchAll(PHONE_RUN)) {
      const candidate = match[0].trim().replace(/[\s(]+$/, '');
      if (isPhone(candidate)) return candidate;
    }
  }
  return null;
}

/** Profile and website links. */
export function findLinks(lines: TextLine[]): string[] {
  const links = new Set<string>();
  for (const line of lines) {
    for (const match of line.text.replace(EMAIL, ' ').matchAll(LINK))
      links.add(match[0].replace(/[).]+$/, ''));
  }
  return [...links];
}

/** 'City, ST' or 'City, Country' in the header lines. */
export function findLocation(lines: TextLine[]): string | null {
  for (const line of lines) {
    const parts = line.text.split(/\s*[|•·]\s*|\s{2,}/);
    for (const part of parts) {
      if (EMAIL.test(part) || /\d{3}/.test(part)) continue;
      const match = LOCATION.exec(part);
      if (match) return match[0];
    }
  }
  return null;
}

const DOCUMENT_TITLE = /^\s*(?:r[ée]sum[ée]|cv|curriculum vitae|bio-?data)\s*:?\s*$/i;
// A line of contact details alone: an email, a link, a phone number or a handle.
const CONTACT_ONLY =
  /^(?:[^\s@]+@[^\s@]+|(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}(?:\/\S*)?|[+\d()\s./-]{7,}|@?[\w.-]+)$/i;
const NOT_A_NAME = /@|\d|https?:|www\.|resume|curriculum|vitae|\bcv\b|\bcourses?\b|\bcertificat/i;
// A name blacked out before sharing: '*** ***', 'XXXX XXXXX', '█████', '[Name]'.
const MASKED =
  /^(?:[\s*#_█■.-]*[*#_█■][\s*#_█■.-]*|(?:X{3,}\s*)+|\[\s*(?:your\s+)?(?:full\s+)?name\s*\])$/i;
// Title words that are also family names ('Jamie Cook', 'Ruth Head', 'Alistair M. Senior'):
// with two or more words a line holding only these may still be a name.
const SURNAME_TITLES = new Set(
  'cook head lead owner partner chief principal senior major baker mason porter marshal judge steward clerk coder barber tailor banker dealer builder seller ranger pilot fitter keeper'.split(
    ' ',
  ),
);

/**
 * Whether a whole line is an address or a place ('Haifa, Israel', 'Springfield, IL 62704',
 * 'Paris'), which the name's first piece alone would not show.
 */
function isPlaceLine(text: string): boolean {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 1) return cityNames.has(text.trim().toLowerCase()) || isPlaceName(text);
  return parts
    .slice(1)
    .every(
      (p) => isPlaceName(p) || cityNames.has(p.toLowerCase()) || /^[A-Z]{2}\s+[\d-]{4,10}$/.test(p),
    );
}

// Lowercase words names have ('Vincent van Gogh', 'Ana de la Cruz'); any other lowercase word
// makes a phrase ('Skip to content'), not a name.
const NAME_PARTICLES = new Set(
  'van von de da del della der den di du la le bin binti al el y e dos das do ter ten zu ibn ap'.split(
    ' ',
  ),
);

/** Whether a candidate reads as a person rather than a job title. */
function isPersonLike(text: string): boolean {
  if (text.split(/\s+/).some((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w))) return false;
  if (!hasTitleWord(text)) return true;
  const words = text.toLowerCase().split(/\s+/);
  return (
    words.length >= 2 && words.filter((w) => hasTitleWord(w)).every((w) => SURNAME_TITLES.has(w))
  );
}

const DEGREE_ANYWHERE = new RegExp(DEGREE_WORDS.source, 'giu');

/**
 * Whether a line names a degree ('B.Sc. Computer Science', 'MBA'). A short word in a name's
 * case ('Meng', 'Ma', 'Md') is a family or given name there, not the abbreviation it spells.
 */
function namesDegree(text: string): boolean {
  return [...text.matchAll(DEGREE_ANYWHERE)].some(
    (m) => !/^\p{Lu}\p{Ll}{1,3}$/u.test(m[0]) || !/(?:^|\s)\S+\s+\S/u.test(text),
  );
}

/**
 * The person's name: in the header, the line set largest (PDF) or else the first line that reads
 * like a name (two to four words of letters, not a heading or a job title).
 */
export function findName(header: TextLine[], all: TextLine[]): string | null {
  // Where the name was blacked out, there is none to find: the title below it is not one.
  const top = (header[0] ?? all[0])?.text.trim() ?? '';
  if (MASKED.test(top)) return null;
  // The name is the first lines' or, where a sidebar comes first in reading order, the line set
  // largest on the first page.
  const first = all.filter((l) => l.page === 1);
  const largest = Math.max(0, ...first.map((l) => l.fontSize));
  const display = largest > 0 ? first.filter((l) => l.fontSize === largest) : [];
  // A header of marks alone (a page's close button '×' over its menu) holds no name: the name
  // is then among the first lines of all.
  const worded = header.some((l) => /\p{L}{2}/u.test(l.text));
  const pool = [...new Set([...(worded ? header : all).slice(0, 12), ...display])];
  // A form's field named as the name says so better than any guess ('E-mail' set as large).
  const found = labelledName(all.filter((l) => l.page === 1).slice(0, 30)) ?? nameIn(pool);
  // Only a monogram up there ('HP' over the name, set like the headings and so taken for one):
  // the name is among the page's first lines. Without one, a resume with no name has none.
  const monogram = pool.some((l) => /^\p{Lu}{1,3}$/u.test(l.text.trim()));
  // Nor where the header holds only the document's own name ('Resume' over the name, which is
  // then set as a heading).
  const titled = header.length === 1 && DOCUMENT_TITLE.test(header[0]!.text);
  if (found === null && (monogram || titled) && all.length)
    return nameIn(all.filter((l) => l.page === 1).slice(0, 6));
  // Contact lines alone above it, the name set as large as the headings under them and so taken
  // for one ('yogi@example.ca', a handle, then 'JANE DOE' over 'SKILLS').
  if (found === null && worded && header.every((l) => CONTACT_ONLY.test(l.text.trim())))
    return nameIn(all.filter((l) => l.page === 1).slice(header.length, header.length + 1));
  return found;
}

/** The value of a form's name field ('First name / Surname: Oleg Petrenko'), if it is a name. */
function labelledName(lines: TextLine[]): string | null {
  for (const line of lines) {
    const colon = line.text.indexOf(':');
    if (colon < 0 || !nameLabels.has(line.text.slice(0, colon).trim().toLowerCase())) continue;
    const value = line.text.slice(colon + 1).trim();
    return nameIn([{ ...line, text: value }]);
  }
  return null;
}

/** The name among `pool`'s lines, never a monogram. */
function nameIn(pool: TextLine[]): string | null {
  const candidates = pool
    .map((line, index) => ({
      line,
      index,
      text: nameCandidateText(line.text),
    }))
    .filter(
      ({ text }) =>
        text &&
        !NOT_A_NAME.test(text) &&
        !headingKind(text) &&
        !SCHOOL_WORDS.test(text) &&
        !namesDegree(text),
    )
    .filter(({ text }) => {
      const words = text.split(/\s+/);
      return (
        words.length >= 1 &&
        words.length <= 5 &&
        // A nickname in quotes is the name's too ('Alex “Seoung Yeon” Lee').
        words.every((w) => /^[“"‘]?[\p{L}][\p{L}'’.-]*[”"’]?$/u.test(w))
      );
    });
  // A place ('New York', 'Denver, CO') or a job title is never the name: with none but those,
  // the name is not found rather than guessed.
  const people = candidates.filter(
    ({ text, line }) =>
      !cityNames.has(text.toLowerCase()) &&
      !isPlaceName(text) &&
      !isPlaceLine(line.text) &&
      isPersonLike(text),
  );
  // A monogram set large above the name ('HP') is a logo, not the name; with only a monogram,
  // findName looks for the name among the page's first lines.
  const named = people.filter((c) => !/^\p{Lu}{1,3}$/u.test(c.text));
  if (named.length) return withSecondLine(pick(named), candidates);
  return lowercaseFamilyName(candidates)?.text ?? null;
}

/**
 * A name whose family name was typed in lowercase ('Abhinav kumar'), among a header's first three
 * lines, where no line reads as a name in its usual case: two or three words, the first
 * capitalised, no job title, no place.
 */
function lowercaseFamilyName<T extends { line: TextLine; index: number; text: string }>(
  candidates: T[],
): T | undefined {
  return candidates.find(({ text, line, index }) => {
    const words = text.split(/\s+/);
    return (
      index < 3 &&
      words.length >= 2 &&
      words.length <= 3 &&
      /^\p{Lu}\p{Ll}+$/u.test(words[0]!) &&
      words.slice(1).every((w) => /^\p{L}{2,}$/u.test(w)) &&
      !hasTitleWord(text) &&
      !cityNames.has(text.toLowerCase()) &&
      !isPlaceName(text) &&
      !isPlaceLine(line.text)
    );
  });
}

const isCapitalWord = (text: string) => /^\p{Lu}{2,}$/u.test(text);

/**
 * A name set on two lines ('CHRIS' over 'OH', 'Lynn' over 'O’Neill'): the next line, in the
 * same type, of one or two words that read as a name, completes a name of one or two words.
 */
function withSecondLine(
  chosen: { line: TextLine; text: string },
  candidates: Array<{ line: TextLine; index: number; text: string }>,
): string {
  const at = candidates.findIndex((c) => c.line === chosen.line);
  const next = candidates[at + 1];
  const words = (t: string) => t.split(/\s+/).length;
  if (
    !next ||
    next.index !== candidates[at]!.index + 1 ||
    next.line.text.trim() !== next.text ||
    words(chosen.text) > 2 ||
    words(next.text) > 2 ||
    next.line.fontSize !== chosen.line.fontSize ||
    next.line.emphasis !== chosen.line.emphasis ||
    hasTitleWord(next.text) ||
    // A state's two letters alone under a one-word name in capitals are its family name ('OH').
    (isPlaceName(next.text) && !(/^\p{Lu}{2}$/u.test(next.text) && isCapitalWord(chosen.text))) ||
    cityNames.has(next.text.toLowerCase())
  )
    return chosen.text;
  return `${chosen.text} ${next.text}`;
}

/**
 * A name run together ('AMANDAMARTEL') cut after the longest given name it starts with, when
 * what is left is a family name's length; null when no given name fits. Only for capitals of ten
 * letters or more that are no given name themselves: letter-spaced names are set in capitals,
 * and a lone given name ('ANNABELLE') must not be cut after the shorter one it begins with.
 */
function splitAtGivenName(name: string): string | null {
  const lower = name.toLowerCase();
  if (name !== name.toUpperCase() || name.length < 10 || givenNames.has(lower)) return null;
  for (let cut = Math.min(lower.length - 4, 12); cut >= 3; cut -= 1)
    if (givenNames.has(lower.slice(0, cut))) return `${name.slice(0, cut)} ${name.slice(cut)}`;
  return null;
}

/**
 * A letter-spaced name whose word gap was lost ('HENRYLINDQVIST') split where the email's own
 * words say ('henry.lindqvist@...'), or else after the given name it starts with; left as it is
 * when neither tells.
 */
export function splitByEmail(name: string, email: string | null): string {
  if (/\s/.test(name) || name.length < 6) return name;
  if (!email) return splitAtGivenName(name) ?? name;
  const parts = email
    .split('@')[0]!
    .split(/[._-]+|\d+/)
    .filter((p) => /^[a-z]{2,}$/i.test(p));
  if (parts.length < 2 || parts.join('').toLowerCase() !== name.toLowerCase())
    return splitAtGivenName(name) ?? name;
  let at = 0;
  return parts
    .map((p) => {
      const word = name.slice(at, at + p.length);
      at += p.length;
      return word;
    })
    .join(' ');
}

/** The candidate set largest, or the first when the source has no sizes. */
function pick<T extends { line: TextLine; text: string }>(candidates: T[]): T {
  const largest = Math.max(...candidates.map((c) => c.line.fontSize));
  const chosen =
    largest > 0 ? candidates.find((c) => c.line.fontSize === largest)! : candidates[0]!;
  return chosen;
}

/** The lines where contact details live: the header before the first section, and contact sections. */
export function contactLines(sections: ResumeSection[]): TextLine[] {
  return sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
}
