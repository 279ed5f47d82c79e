import { yearOf } from '../find-dates';
import type { EntryBlock } from './group-entries';
import type { EntryLine } from './describe-entry-line';
import { headerFields } from './header-fields';

/** How many lines of a company's own description may stand between its line and its roles. */
const MAX_DESCRIPTION_LINES = 2;

const anchorOf = (block: EntryBlock): EntryLine | undefined =>
  block.header.find((l) => l.dates && !l.duration);

/** A short line that names a job ('Software Engineer, e-Business Applications'), not a duty. */
function isTitleLine(l: EntryLine): boolean {
  return !l.line.bullet && l.headerish && l.titleLike && !l.verbLed && !l.dates && l.rest !== '';
}

/**
 * 'SYMANTEC, Mountain View, CA 2005-2008', a line about the company, then 'Software Engineer':
 * a dated header with no title in it takes the title line just under it, over at most the
 * company's description (which stays the role's text), as its whole title. Blocks are changed
 * in place.
 */
export function pullTitlesIntoHeaders(blocks: EntryBlock[]): void {
  for (const block of blocks) {
    if (!anchorOf(block) || block.header.some((l) => l.titleLike)) continue;
    const at = block.body
      .slice(0, MAX_DESCRIPTION_LINES + 1)
      .findIndex((l, i, head) => isTitleLine(l) && head.slice(0, i).every((d) => !d.line.bullet));
    if (at < 0) continue;
    block.pulledTitle = block.body[at]!;
    block.body.splice(at, 1);
  }
}

/**
 * A company's own dated line heading the roles held there, each with its own dates ('HEWLETT
 * PACKARD, Palo Alto, CA 2008-2016', a line about the company, 'Software Engineer, Network
 * Services (2013-2016)', …): the company's name, when the block names no title, holds no list
 * items, and the next block is a titled role that starts within the company's years. Else null.
 */
export function companyOfGroup(block: EntryBlock, next: EntryBlock | undefined): string | null {
  const anchor = anchorOf(block);
  const nextAnchor = next && anchorOf(next);
  if (!anchor || !nextAnchor || block.header.some((l) => l.titleLike)) return null;
  if (block.body.length > MAX_DESCRIPTION_LINES || block.body.some((l) => l.line.bullet))
    return null;
  if (!nextAnchor.titleLike) return null;
  const [from, to, start] = [
    yearOf(anchor.dates!.start),
    anchor.dates!.current ? Infinity : yearOf(anchor.dates!.end),
    yearOf(nextAnchor.dates!.start),
  ];
  if (from === null || start === null || start < from || start > (to ?? from)) return null;
  const fields = headerFields(block.header.map((l) => l.rest).filter(Boolean), anchor.rest);
  return fields.company || fields.title || null;
}
