// A page that sets its role headers apart by type (the title larger or bold, the text in the
// body's size) and ends each header at its dates, its place aside, ends every header so. A
// plain line in the body's size under one role's dates ('Creation of web applications using
// ReactJs, FabricJs' wrapped short) opens that role's text; it is no employer.
import type { EntryLine } from './describe-entry-line';
import type { EntryBlock } from './group-entries';
import { bodySize } from './header-type';
import { datedBlocks, datesAloneAt } from './dated-blocks';
import { isLightHeaderLine } from './is-light-header-line';

/** A line set as the body is: its size, no weight. */
const inBodyType = (l: EntryLine, body: number) =>
  Math.abs(l.line.fontSize - body) <= 0.3 && !l.line.emphasis;

/** The header's lines under its dates, alone on their line, that say more than where. */
function afterDates(block: EntryBlock): EntryLine[] {
  const at = datesAloneAt(block);
  if (at < 0) return [];
  return block.header.slice(at + 1).filter((l) => l.rest && !isLightHeaderLine(l.rest));
}

/** Whether the block's header opens with a line set apart from the body (its title, larger). */
const headedByType = (block: EntryBlock, body: number) => {
  const at = datesAloneAt(block);
  return at > 0 && block.header.slice(0, at).some((l) => l.rest && !inBodyType(l, body));
};

/**
 * Moves, in place, a header's body-type lines under its dates into its text, where most of the
 * section's dated roles are headed by type and end their header at the dates.
 */
export function bodyTypeAfterDates(blocks: EntryBlock[]): void {
  const body = bodySize(blocks.flatMap((b) => b.body));
  if (body <= 0) return;
  const dated = datedBlocks(blocks);
  const headed = dated.filter((b) => headedByType(b, body));
  const ending = headed.filter((b) => afterDates(b).length === 0);
  if (
    dated.length < 3 ||
    headed.length * 3 < dated.length * 2 ||
    ending.length * 3 < headed.length * 2
  )
    return;
  for (const block of headed) {
    const extra = afterDates(block);
    if (!extra.length || !extra.every((l) => inBodyType(l, body) && !l.dates)) continue;
    const from = block.header.indexOf(extra[0]!);
    block.body.unshift(...block.header.splice(from));
  }
}
