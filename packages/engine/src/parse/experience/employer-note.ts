import type { EntryLine } from './describe-entry-line';
import { isLightHeaderLine, isStreetAddress } from './is-light-header-line';

/**
 * Whether line `i` is a sentence about the employer set inside a header's stack ('F5 Inc.' /
 * '801 5th Ave Seattle, WA 98104' / 'F5 Distributed Cloud Services are SaaS-based …' /
 * 'https://www.f5.com' / 'May 2021 – May 2023' / 'Cloud Solutions Engineer', as some themes print
 * a JSON Resume's work entry). Only right under an employer's street address or web address, and
 * right over the web address or the dates, so the last sentence of the role above is never one.
 */
export function isEmployerNote(lines: readonly EntryLine[], i: number): boolean {
  return (
    oneLineNote(lines, i) ||
    twoLineNote(lines, i) ||
    twoLineNote(lines, i - 1) ||
    sayWhatItIs(lines, i)
  );
}

/**
 * A few words saying what the employer is, in sentence case, between its name and the title
 * ('Travix' / 'Online travel agency' / 'Frontend Tech Lead' / 'Mar 2020 – Apr 2021'): the note
 * is the role's text, and the name over it the employer.
 */
function sayWhatItIs(lines: readonly EntryLine[], i: number): boolean {
  const [above, note, below] = [lines[i - 1], lines[i], lines[i + 1]];
  if (!above || !note || !below || note.dates || above.dates || note.line.bullet) return false;
  const words = note.rest.split(/\s+/);
  return (
    !note.line.spaceBefore &&
    !below.line.spaceBefore &&
    words.length >= 2 &&
    words.length <= 6 &&
    /^\p{Lu}/u.test(words[0]!) &&
    words.slice(1).every((w) => /^\p{Ll}{2,}$/u.test(w)) &&
    !note.titleLike &&
    !isLightHeaderLine(note.rest) &&
    above.headerish &&
    !above.titleLike &&
    !above.line.bullet &&
    above.rest.split(/\s+/).length <= 5 &&
    // The name over it is cased as names are ('Travix', 'Harbour Steel'), not as the note is.
    above.rest.split(/\s+/).every((w) => !/^\p{Ll}{3,}$/u.test(w)) &&
    below.titleLike &&
    below.headerish
  );
}

/**
 * A sentence about the employer wrapped over two lines ('Enterprise Application Delivery and
 * Security, including Web' / 'Application Firewalls, and Datacenter firewalls'), `i` its first:
 * under the employer's address or place, over its web address or the dates alone.
 */
function twoLineNote(lines: readonly EntryLine[], i: number): boolean {
  const [above, first, second, below] = [lines[i - 1], lines[i], lines[i + 1], lines[i + 2]];
  if (!above || !first || !second || !below) return false;
  const plain = (l: EntryLine) =>
    !l.dates && !l.line.bullet && !l.line.spaceBefore && !l.line.emphasis && l.rest !== '';
  return (
    plain(first) &&
    plain(second) &&
    !first.titleLike &&
    !second.titleLike &&
    // A street address is a light line too.
    isLightHeaderLine(above.line.text) &&
    (isLink(below) || (below.dates !== null && below.rest === ''))
  );
}

function oneLineNote(lines: readonly EntryLine[], i: number): boolean {
  const [above, note, below] = [lines[i - 1], lines[i], lines[i + 1]];
  if (!above || !note || !below || note.dates || note.line.bullet || note.rest === '') return false;
  const light = (l: EntryLine) => isLightHeaderLine(l.line.text) || (l.duration && l.rest === '');
  // The tail of the employer's own line, cut off it (see split-inline-description.ts), over the
  // dates or the employer's address.
  const cutFrom = (l: EntryLine) =>
    l.line.line !== undefined && l.line.line === note.line.line && l.line.page === note.line.page;
  if (cutFrom(above) && above.headerish && (light(below) || below.dates !== null)) return true;
  return (
    (isStreetAddress(above.line.text) || light(above)) &&
    !note.line.spaceBefore &&
    (light(below) || (below.dates !== null && below.rest === '')) &&
    // A place alone over the sentence is as often the role above's own line; the employer's web
    // address after it, on its line or the next, says whose it is.
    (isStreetAddress(above.line.text) ||
      isStreetAddress(below.line.text) ||
      isLink(below) ||
      ENDS_WITH_LINK.test(note.line.text))
  );
}

/** 'Financial tools for compliance https://droit.example': a sentence, then its web address. */
const ENDS_WITH_LINK = /\s(?:https?:\/\/|www\.)\S+$/i;

const isLink = (l: EntryLine) => /^(?:https?:\/\/|www\.)/i.test(l.line.text.trim());
