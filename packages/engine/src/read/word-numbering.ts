import { attribute, scanXml } from './scan-xml';

/** One level of a Word list: its index ('0' is the outermost) and the paragraph style tied to it. */
export interface ListLevel {
  level: string;
  paragraphStyleId: string | null;
}

interface AbstractList {
  levels: Record<string, ListLevel>;
  numStyleLink: string | null;
}

/** Word's list definitions, looked up as paragraphs refer to them. */
export interface WordNumbering {
  /** The level a paragraph's w:numId and w:ilvl name, following numbering-style links. */
  findLevel(numId: string, level: string): ListLevel | null;
  /** The level a paragraph style is tied to (w:pStyle inside a w:lvl). */
  levelOfStyle(styleId: string): ListLevel | null;
}

/**
 * Reads word/numbering.xml: each abstract list's levels (from its own w:lvl children) and each
 * w:num's abstract list. Records are keyed by the ids they hold, so a list defined twice keeps
 * its last definition. Whether a list is numbered or bulleted does not matter here: both are
 * list items.
 */
export function readWordNumbering(
  xml: string,
  numberingStyles: Map<string, string | null>,
): WordNumbering {
  const abstracts: Record<string, AbstractList> = Object.create(null);
  const nums: Record<string, string | null> = Object.create(null);
  const stack: string[] = [];
  let list: AbstractList | null = null;
  let level: { index: string | null; style: string | null } | null = null;
  let num: string | null = null;
  const endLevel = () => {
    if (!list || !level) return;
    const { index, style } = level;
    // A level without an index stands for level 0 when no level 0 is given.
    if (index !== null) list.levels[index] = { level: index, paragraphStyleId: style };
    else list.levels['0'] ??= { level: '0', paragraphStyleId: style };
    level = null;
  };
  scanXml(xml, {
    text() {},
    tag({ name, closing, empty, raw }) {
      if (closing) {
        stack.pop();
        if (stack.length === 2) endLevel();
        if (stack.length === 1) [list, num] = [null, null];
        return;
      }
      const depth = stack.length;
      if (depth === 1 && name === 'w:abstractNum') {
        list = { levels: Object.create(null), numStyleLink: null };
        abstracts[attribute(raw, 'w:abstractNumId') ?? ''] = list;
      } else if (depth === 1 && name === 'w:num') num = attribute(raw, 'w:numId') ?? '';
      else if (depth === 2 && list && name === 'w:lvl')
        level = { index: attribute(raw, 'w:ilvl'), style: null };
      else if (depth === 2 && list && name === 'w:numStyleLink')
        list.numStyleLink ??= attribute(raw, 'w:val');
      else if (depth === 2 && num !== null && name === 'w:abstractNumId' && !(num in nums))
        nums[num] = attribute(raw, 'w:val');
      else if (depth === 3 && level && name === 'w:pStyle') level.style ??= attribute(raw, 'w:val');
      if (!empty) stack.push(name);
      else if (depth === 2) endLevel();
    },
  });
  return wordNumbering(abstracts, nums, numberingStyles);
}

function wordNumbering(
  abstracts: Record<string, AbstractList>,
  nums: Record<string, string | null>,
  numberingStyles: Map<string, string | null>,
): WordNumbering {
  // Ordered as the lists are keyed (numeric ids ascending): the last level tied to a style wins.
  const byStyle = new Map<string, ListLevel>();
  for (const list of Object.values(abstracts))
    for (const level of Object.values(list.levels))
      if (level.paragraphStyleId !== null) byStyle.set(level.paragraphStyleId, level);
  const findLevel = (numId: string, level: string): ListLevel | null => {
    // A numbering style may point back at a list that points at it: each list is tried once.
    const seen = new Set<string>();
    let id: string | null | undefined = numId;
    while (id != null && !seen.has(id)) {
      seen.add(id);
      const abstractId = nums[id];
      const list = abstractId == null ? undefined : abstracts[abstractId];
      if (!list) return null;
      if (list.numStyleLink === null) return list.levels[level] ?? null;
      id = numberingStyles.get(list.numStyleLink);
    }
    return null;
  };
  return { findLevel, levelOfStyle: (styleId) => byStyle.get(styleId) ?? null };
}
