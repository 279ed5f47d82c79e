import type { EducationEntry, TextLine } from '../types';
import { DATE_OR_RANGE, findDateRange } from './find-dates';
import { isPlaceName } from './experience/is-place-name';
import { cityNames } from '../data/city-names';
import { DEGREE_WORDS, HONOURS_WORDS, SCHOOL_NAMES, SCHOOL_WORDS } from '../data/education-words';

/** Whether text names a school, by a school word or a short name people know it by. */
const isSchool = (text: string) => SCHOOL_WORDS.test(text) || SCHOOL_NAMES.test(text);

const DATES_ONLY = new RegExp(`^(?:${DATE_OR_RANGE}|expected\\s+${DATE_OR_RANGE})$`, 'i');
/** A place: a state or country, a known city, or 'Town, ST' (and 'Town, ST, Country'). */
const isPlace = (piece: string): boolean => {
  if (isPlaceName(piece) || cityNames.has(piece.toLowerCase())) return true;
  const parts = piece.split(/\s*,\s*/);
  return (
    parts.length > 1 &&
    isPlaceName(parts[parts.length - 1]!) &&
    parts.slice(0, -1).every((p) => /^[\p{Lu}][\p{L} .'-]*$/u.test(p))
  );
};

/** Whether text names a degree; 'Cambridge, MA' names Massachusetts, not a Master of Arts. */
const hasDegree = (text: string) => DEGREE_WORDS.test(text.replace(/,\s*[A-Z]{2}\b/g, ''));

/** A page number a reader picked up with the text ('2/2', 'Page 1 of 3'): not the person's words. */
export const PAGE_NUMBER = /^(?:page\s+)?\d+\s*(?:\/|of)\s*\d+$/i;

const empty = (): EducationEntry => ({
  degree: '',
  school: '',
  location: '',
  dates: '',
  honours: [],
  details: [],
});

/** A header line's dates, taken out ('Expected Graduation: May 2018' too), and what is left. */
function takeDates(text: string): { rest: string; dates: string } {
  const range = findDateRange(text);
  if (!range) return { rest: text, dates: '' };
  const rest = text
    .replace(range.text, ' ')
    .replace(/\(\s*\)|\b(?:expected\s+)?(?:graduation|graduated|class of)\b:?|\bexpected\b/gi, ' ');
  return { rest, dates: range.text.trim() };
}

// A school's name: capitalised words around the school word ('Kent State University',
// 'University of California', 'Massachusetts Institute of Technology').
const CAP = "[\\p{Lu}][\\p{L}'&.-]*";
const SCHOOL_RUN = new RegExp(
  `(?:${CAP}\\s+)*(?:University|College|Institute|School|Academy|Polytechnic|Conservatory)(?:\\s+(?:of|for|at|de|the|and)\\s+${CAP}(?:\\s+(?:of|and|${CAP}))*)?`,
  'u',
);

/** A piece naming both a degree and a school ('PhD Princeton University') cut in two. */
function splitDegreeSchool(piece: string): { degree: string; school: string; rest: string } | null {
  const run = SCHOOL_RUN.exec(piece);
  if (!run) return null;
  // 'PhD Princeton University': the capitalised run starts with the degree.
  const words = run[0].trim().split(/\s+/);
  let lead = 0;
  while (lead < words.length - 1 && hasDegree(words[lead]!)) lead += 1;
  const degree = [piece.slice(0, run.index).trim(), ...words.slice(0, lead)]
    .filter(Boolean)
    .join(' ');
  const rest = piece.slice(run.index + run[0].length).trim();
  return { degree, school: words.slice(lead).join(' '), rest };
}

/**
 * Puts a header line's pieces in the entry's fields: degree, school, place and dates. A piece
 * that is none of them joins the degree when the line names one ('B.S., Computer Science'),
 * else the school; nothing is dropped.
 */
function fillHeader(entry: EducationEntry, line: string): void {
  const { rest, dates } = takeDates(line);
  if (dates) entry.dates = entry.dates ? `${entry.dates}, ${dates}` : dates;
  const lineHasDegree = hasDegree(rest);
  const degree: string[] = [];
  const school: string[] = [];
  const addPlace = (place: string) =>
    (entry.location = entry.location ? `${entry.location}, ${place}` : place);
  let previous: 'school' | 'other' = 'other';
  for (const piece of mergePlaces(headerPieces(rest))) {
    const both = isSchool(piece) ? splitDegreeSchool(piece) : null;
    let kind: 'school' | 'other' = 'other';
    if (DATES_ONLY.test(piece)) entry.dates ||= piece;
    else if (both) {
      if (both.degree) degree.push(both.degree);
      kind = 'school';
      const restIsPlace = both.rest && (isShortName(both.rest) || isPlace(both.rest));
      school.push(restIsPlace || !both.rest ? both.school : `${both.school} ${both.rest}`);
      if (restIsPlace) addPlace(both.rest);
    } else if (isSchool(piece) && !hasDegree(piece)) {
      school.push(piece);
      kind = 'school';
    } else if (hasDegree(piece)) degree.push(piece);
    else if (isPlace(piece) && (school.length || degree.length || entry.school)) addPlace(piece);
    else if (previous === 'school' && /^[\p{Lu}][\p{L}'.-]*$/u.test(piece)) {
      school.push(piece);
      kind = 'school';
    } else (lineHasDegree ? degree : school).push(piece);
    previous = kind;
  }
  if (degree.length) entry.degree = [entry.degree, ...degree].filter(Boolean).join(', ');
  if (school.length) entry.school = [entry.school, ...school].filter(Boolean).join(', ');
}

/** A header's pieces between separators; a bracketed place ('(MyTown)') is a piece of its own. */
function headerPieces(text: string): string[] {
  return text
    .replace(/\(([^()]+)\)/g, ', $1, ')
    .split(/\s*(?:\||·|•|;|,|\s[–—-]\s|\t|\s{3,})\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A town and its state or country are one place: 'Princeton', 'NJ' → 'Princeton, NJ'. */
function mergePlaces(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      isPlaceName(piece) &&
      (isShortName(last) || isPlace(last)) &&
      !isSchool(last) &&
      !hasDegree(last)
    )
      out[out.length - 1] = `${last}, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** One to three capitalised words and nothing else ('Berkeley', 'San Diego'). */
const isShortName = (text: string) =>
  /^[\p{Lu}][\p{L}'.-]*(?:\s+[\p{Lu}][\p{L}'.-]*){0,2}$/u.test(text) && !hasDegree(text);

/** A line that is a place and nothing else ('Cambridge, MA, USA'). */
const isPlaceLine = (text: string) => {
  const pieces = mergePlaces(headerPieces(text));
  return pieces.length === 1 && (isPlace(pieces[0]!) || /,/.test(pieces[0]!));
};

/** A line that starts a new school: it names a degree or a school and is not a list item. */
const isHeaderLine = (line: TextLine) =>
  !line.bullet && (hasDegree(line.text) || isSchool(line.text));

/**
 * The education section as entries: degree, school, place, dates, honours and every other
 * line under it as written. Null when the lines do not read as schools at all, so the caller
 * keeps them as plain lines rather than guess.
 */
export function readEducation(lines: TextLine[]): EducationEntry[] | null {
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  // Dates written above the school they belong to ('2010-2014', then the degree).
  let pendingDates = '';
  for (const line of lines) {
    const text = line.text.trim();
    if (!text || PAGE_NUMBER.test(text)) continue;
    if (DATES_ONLY.test(text) && (!current || current.dates)) {
      pendingDates = text;
      continue;
    }
    const brings = empty();
    if (isHeaderLine(line)) fillHeader(brings, text);
    const startsNew =
      isHeaderLine(line) &&
      (!current ||
        (brings.degree !== '' && current.degree !== '') ||
        (brings.school !== '' && current.school !== ''));
    if (startsNew || (!current && !line.bullet)) {
      current = empty();
      current.dates = pendingDates;
      pendingDates = '';
      entries.push(current);
      fillHeader(current, text);
    } else if (!current) {
      return null;
    } else if (!line.bullet && (isHeaderLine(line) || DATES_ONLY.test(text))) {
      fillHeader(current, text);
    } else if (!line.bullet && isPlaceLine(text) && !current.location) {
      current.location = text;
    } else if (HONOURS_WORDS.test(text)) current.honours.push(text);
    else current.details.push(text);
  }
  return entries.length ? entries : null;
}

/** One line for an entry, for readers of education as text. */
export function educationLine(entry: EducationEntry): string {
  return [entry.degree, entry.school, entry.location, entry.dates].filter(Boolean).join(', ');
}
