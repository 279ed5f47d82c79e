import { isDatesAlone } from '../is-dates-alone';
import type { EntryBlock } from './group-entries';

/**
 * One role held in two stints, each range on a line of its own under the title ('Teaching
 * Assistant' / 'March to June 2021' / 'September to November 2021'): a role for each range, the
 * second with the same header lines as the first. The role's text stays with the first.
 */
export function repeatedStints(blocks: EntryBlock[]): EntryBlock[] {
  return blocks.flatMap((block) => {
    const anchor = block.header.at(-1);
    if (!anchor?.dates || anchor.line.bullet || !isDatesAlone(anchor.line.text)) return [block];
    const stints: EntryBlock[] = [];
    let k = 0;
    for (; k < block.body.length; k += 1) {
      const line = block.body[k]!;
      if (line.line.bullet || !line.dates || !isDatesAlone(line.line.text)) break;
      stints.push({ ...block, header: [...block.header.slice(0, -1), line], body: [] });
    }
    if (stints.length === 0) return [block];
    return [{ ...block, body: block.body.slice(k) }, ...stints];
  });
}
