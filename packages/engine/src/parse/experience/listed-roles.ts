// Roles set as list items: a bulleted line that is a role's header rather than an achievement.
import type { EntryLine } from './describe-entry-line';
import { hasTitleWord } from './has-title-word';
import { headIsTitle } from './piece-scores';

/** Whether a line opens with its dates, a bracket before them allowed. */
export const startsWithDates = (l: EntryLine) =>
  l.dates !== null && l.line.text.replace(/^\s*[[(]\s*/, '').startsWith(l.dates.text);

/** A list item that is a role: short, with a range of dates, not opening with a verb. */
export function isBulletedHeader(l: EntryLine): boolean {
  if (!l.line.bullet || !l.dates || l.verbLed) return false;
  // One year in brackets at the end of an item that names a job ('• INTERNSHIP: “Technostrom
  // Consulting” (2021)') dates a role as well as a range does.
  const yearOnly = l.dates.start === l.dates.end;
  if (yearOnly && !(/\(\s*(?:19|20)\d{2}\s*\)\s*$/.test(l.line.text) && hasTitleWord(l.rest)))
    return false;
  return l.rest.split(/\s+/).length <= 12 && !/[.!?]$/.test(l.rest) && /\p{L}{2}/u.test(l.rest);
}

/**
 * A list item that opens with its range and then names the job, its employer and place after
 * commas, however long ('• Aug 2005 – May 2006, Postdoctoral Fellow, U.S. Coast Guard Academy,
 * Department of Science, New London, CT'): a role's header, as a deed never opens so.
 */
export function isDatesFirstListedRole(l: EntryLine): boolean {
  if (!l.line.bullet || !l.dates || l.dates.start === l.dates.end) return false;
  if (titleThenBracketedRange(l)) return true;
  if (!startsWithDates(l)) return false;
  const first = l.rest.split(/\s*[,|–—]\s*|\s-\s/)[0] ?? '';
  // 'Lead Research Technician in Landscape Ecology': the job before what it is in, its first
  // word a verb's as often as not ('Lead', 'Support'); a deed ends in no job.
  const job = first.split(/\s+(?:in|of|for)\s+/)[0]!;
  return first.split(/\s+/).length <= 8 && job.split(/\s+/).length <= 6 && headIsTitle(job);
}

/**
 * A list item that names the job and then its range in brackets, the rest after a comma however
 * long ('• Research Fellow (Jan 2025–Present), Language Lab, University of Leeds, Prof Anna
 * Byrne'), as an academic's list of appointments sets them: a role's header, as a deed names no
 * job before its dates.
 */
function titleThenBracketedRange(l: EntryLine): boolean {
  const at = l.line.text.indexOf(`(${l.dates!.text})`);
  if (at <= 0 || l.verbLed) return false;
  const job = l.line.text.slice(0, at).trim();
  const after = l.line.text.slice(at + l.dates!.text.length + 2).trim();
  return (
    (after === '' || after.startsWith(',')) && job.split(/\s+/).length <= 8 && headIsTitle(job)
  );
}

/**
 * A list item that names a role whole, its pieces set apart by dashes or bars ('• Fabrikam –
 * Developer – 2008-2009'): the line above it (the list's own label) is no part of its header.
 */
export function isWholeListedRole(l: EntryLine): boolean {
  if (!l.line.bullet || !l.dates) return false;
  const pieces = l.rest.split(/\s+[|•·@–—-]\s+|\s+at\s+/).filter((p) => /\p{L}{2}/u.test(p));
  return pieces.length >= 2 && pieces.some(hasTitleWord);
}

/**
 * A list item among a role's achievements that names a later or earlier job with its range in
 * brackets at its end ('• Eye Clinic Technician (2018-2021)', '• Lab Assistant – Hollin
 * Research Trust (2016-2018)'), items of its own under it: a role's header, as a deed names no
 * job and closes on no bracketed range.
 */
export function isBracketDatedListedRole(l: EntryLine, next: EntryLine | undefined): boolean {
  if (!l.line.bullet || !l.dates || l.verbLed || l.dates.start === l.dates.end) return false;
  if (!/\(\s*[^()]*\d{4}[^()]*\)\s*$/.test(l.line.text) || !next?.line.bullet) return false;
  const job = l.rest.split(/\s+[|•·@–—-]\s+|,\s+/)[0]!;
  return l.rest.split(/\s+/).length <= 10 && !/[.!?]$/.test(l.rest) && headIsTitle(job);
}

/** The list items of every run of two or more bulleted role lines in a row. */
export function bulletedRoleRuns(lines: EntryLine[]): number[] {
  // A piece may open with a word that is also a verb ('Advance Knowledge Network – Developer'):
  // the pieces set apart by dashes name the role.
  const listed = (l: EntryLine | undefined) =>
    l !== undefined &&
    (isBulletedHeader(l) ||
      (isWholeListedRole(l) &&
        l.dates!.start !== l.dates!.end &&
        l.rest.split(/\s+/).length <= 12 &&
        !/[.!?]$/.test(l.rest)));
  return lines.flatMap((l, i) =>
    listed(l) && (listed(lines[i - 1]) || listed(lines[i + 1])) ? [i] : [],
  );
}
