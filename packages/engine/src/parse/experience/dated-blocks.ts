// The roles of a section that carry dates, and the header line that holds them alone: what the
// rules that learn a section's usual header shape count.
import type { EntryLine } from './describe-entry-line';
import type { EntryBlock } from './group-entries';

/** A line of dates with nothing else on it (a length of service aside). */
export const isDatesAloneLine = (l: EntryLine | undefined): boolean =>
  l !== undefined && l.dates !== null && !l.rest;

/** The roles whose header holds a range of dates (a length of service alone is none). */
export const datedBlocks = (blocks: EntryBlock[]): EntryBlock[] =>
  blocks.filter((b) => b.header.some((l) => l.dates && !l.duration));

/** Where the header's first range of dates stands when it is alone on its line, else -1. */
export function datesAloneAt(block: EntryBlock): number {
  const at = block.header.findIndex((l) => l.dates && !l.duration);
  return at >= 0 && isDatesAloneLine(block.header[at]) ? at : -1;
}
