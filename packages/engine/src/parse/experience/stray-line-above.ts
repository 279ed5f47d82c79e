// A page that heads every role with one line (title and employer) over a line of dates alone
// heads them all so: a line of the role above's text caught over one role's title line
// ('Creation of layouts using Sass, Bootstrap and jQuery' over 'Web Developer, Freelance',
// where no gap set them apart) goes back to that role's text.
import type { EntryBlock } from './group-entries';
import { datedBlocks, isDatesAloneLine } from './dated-blocks';

/** A header of one line over its dates alone: the section's usual shape, where it has one. */
const oneLineOverDates = (b: EntryBlock) => b.header.length === 2 && isDatesAloneLine(b.header[1]);

/**
 * Moves, in place, the first of three header lines back into the text of the role above, where
 * most of the section's dated roles are headed by one line over their dates alone and this
 * role's second line names the job while its first does not.
 */
export function strayLineAbove(blocks: EntryBlock[]): void {
  const dated = datedBlocks(blocks);
  const usual = dated.filter(oneLineOverDates);
  if (dated.length < 3 || usual.length * 3 < dated.length * 2) return;
  blocks.forEach((block, k) => {
    const [stray, title, dates] = block.header;
    if (k === 0 || block.header.length !== 3 || !isDatesAloneLine(dates)) return;
    if (!title!.titleLike || stray!.titleLike || stray!.line.fontSize !== title!.line.fontSize)
      return;
    blocks[k - 1]!.body.push(block.header.shift()!);
  });
}
