import { yearOf } from '../find-dates';
import type { EntryBlock } from './group-entries';
import type { EntryLine } from './describe-entry-line';
import { headerFields } from './header-fields';
import { isLightHeaderLine } from './is-light-header-line';
import { bodyOpeningTitle, isListedHeader, runInHeader } from './body-opening-title';

/** How many lines of a company's own description may stand between its line and its roles. */
const MAX_DESCRIPTION_LINES = 2;
const MAX_DESCRIPTION_WORDS = 30;

const anchorOf = (block: EntryBlock): EntryLine | undefined =>
  block.header.find((l) => l.dates && !l.duration);

/** A short line that names a job ('Software Engineer, e-Business Applications'), not a duty. */
function isTitleLine(l: EntryLine): boolean {
  return !l.line.bullet && l.headerish && l.titleLike && !l.verbLed && !l.dates && l.rest !== '';
}

/** No list item, and few words: a line or two about a company, not a role's own account. */
function isShortDescription(lines: EntryLine[]): boolean {
  const words = lines.reduce((n, l) => n + l.line.text.split(/\s+/).length, 0);
  return words <= MAX_DESCRIPTION_WORDS && lines.every((l) => !l.line.bullet);
}

/**
 * 'SYMANTEC, Mountain View, CA 2005-2008', a line about the company, then 'Software Engineer':
 * a dated header with no title in it takes the title line just under it, over at most the
 * company's description (which stays the role's text), as its whole title; failing that, the
 * title the role's text opens with. Under a line of dates alone, a list item naming the job and
 * its employer is taken into the header, and so are the title and employer a paragraph opens
 * with. Blocks are changed in place.
 */
export function pullTitlesIntoHeaders(blocks: EntryBlock[]): void {
  for (const block of blocks) {
    if (!anchorOf(block) || block.header.some((l) => l.titleLike)) continue;
    // Under dates alone, a list item naming the job and its employer is the header.
    if (block.header.every((l) => !l.rest) && isListedHeader(block.body[0])) {
      block.header.push(block.body.shift()!);
      continue;
    }
    // Or, under dates alone, a paragraph that opens with the title and the employer.
    const runIn = block.header.every((l) => !l.rest) ? runInHeader(block.body[0]) : null;
    if (runIn) {
      block.header.push(runIn[0]);
      block.body[0] = runIn[1];
      continue;
    }
    if (typesetFields(block)) continue;
    const at = block.body
      .slice(0, MAX_DESCRIPTION_LINES + 1)
      .findIndex((l, i, head) => isTitleLine(l) && isShortDescription(head.slice(0, i)));
    if (at >= 0) {
      block.pulledTitle = block.body[at]!;
      block.body.splice(at, 1);
      continue;
    }
    // Or the role's text opens with its title ('Software Engineer. Tasked with …').
    const opening = bodyOpeningTitle(block.body[0]);
    if (opening) [block.pulledTitle, block.body[0]] = opening;
  }
}

/**
 * Two lines of a header with words, each set apart from the role's text by weight or size ('SLA
 * & Software Development' over 'CONTPAQi®', then dates): the header names its title already,
 * whatever its words, and a line of the text ('Level 3 SLA support') is no title.
 */
function typesetFields(block: EntryBlock): boolean {
  const text = block.body.find((l) => l.line.fontSize > 0 && !l.line.bullet)?.line;
  if (!text) return false;
  const fields = block.header.filter((l) => l.rest && !l.dates && !isLightHeaderLine(l.rest));
  return (
    fields.length >= 2 &&
    fields.every(
      (l) => (l.line.emphasis && !text.emphasis) || l.line.fontSize > text.fontSize + 0.5,
    )
  );
}

/**
 * A company's own dated line heading the roles held there, each with its own dates ('HEWLETT
 * PACKARD, Palo Alto, CA 2008-2016', a line about the company, 'Software Engineer, Network
 * Services (2013-2016)', …): the company's name, when the block names no title, holds no list
 * items, has at most a short description, and the next block is only a title and dates starting
 * within the company's years. Else null.
 */
export function companyOfGroup(block: EntryBlock, next: EntryBlock | undefined): string | null {
  const anchor = anchorOf(block);
  const nextAnchor = next && anchorOf(next);
  if (!anchor || !nextAnchor || block.header.some((l) => l.titleLike)) return null;
  // 'Digerati Polymath @ LifeChurch.tv': a header with '@' names a role and its employer, though
  // no word of the role is a title's.
  if (block.header.some((l) => /\s@\s/.test(l.rest))) return null;
  // 'Amnpardaz Co.' over 'Incident Response Team  2011 – 2013': the dated line under the
  // employer's own line names the role (a team, a unit), not the employer again; a place there
  // ('Palo Alto, CA  2008 – 2016') is the company's.
  const lead = block.header.indexOf(anchor) > 0 && anchor.rest !== '';
  if (lead && !isLightHeaderLine(anchor.rest)) return null;
  if (block.body.length > MAX_DESCRIPTION_LINES || !isShortDescription(block.body)) return null;
  // The next role is only a title with its dates: a line of its own above them is its employer.
  const above = next!.header.slice(0, next!.header.indexOf(nextAnchor));
  if (!nextAnchor.titleLike || above.some((l) => !l.titleLike)) return null;
  const [from, to, start] = [
    yearOf(anchor.dates!.start),
    anchor.dates!.current ? Infinity : yearOf(anchor.dates!.end),
    yearOf(nextAnchor.dates!.start),
  ];
  if (from === null || start === null || start < from || start > (to ?? from)) return null;
  const fields = headerFields(block.header.map((l) => l.rest).filter(Boolean), anchor.rest);
  return fields.company || fields.title || null;
}

/**
 * An employer's name closing the text of the role before, set apart above the roles held there
 * ('Banco Meridia' in bold after a gap, a line about it, then 'Senior Engineering Manager' in
 * smaller type over its dates): the name heads the roles that follow, and is taken out of the
 * text above. Null when the block has no such line above it; the lines are cut from `before`.
 */
export function takeGroupLead(before: EntryBlock | undefined, block: EntryBlock): EntryLine | null {
  const body = before?.body ?? [];
  const first = block.header[0];
  if (!first || first.dates || !first.titleLike) return null;
  // The name, then at most three lines about the employer (a description run over lines).
  for (let at = body.length - 1; at >= Math.max(0, body.length - 4); at -= 1) {
    const lead = body[at]!;
    const between = body.slice(at + 1);
    const isLead =
      lead.line.emphasis &&
      // Set apart above, or the section's first line.
      (lead.line.spaceBefore === true || (at === 0 && !before?.header.length)) &&
      lead.headerish &&
      !lead.titleLike &&
      !lead.verbLed &&
      !lead.dates &&
      lead.line.fontSize > first.line.fontSize &&
      between.every((l) => !l.line.emphasis && !l.dates && !l.line.bullet);
    if (!isLead) continue;
    body.splice(at, 1);
    return lead;
  }
  return null;
}
