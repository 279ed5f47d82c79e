import type { ListLevel } from './word-numbering';

/** How a Word paragraph reads: a heading of a level, a list item, or a plain paragraph. */
export type WordBlockTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'li' | 'p';

/**
 * Paragraph styles that make headings, matched in this order on the style id (exactly) or on the
 * style name (ignoring case): Word's built-in Heading 1-6 and Apple Pages' 'Heading'. These are
 * the rules of the HTML reading this reader replaced, so a document reads as it did before.
 */
const HEADING_RULES: Array<{ id?: string; name?: string; tag: WordBlockTag }> = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ id: `Heading${n}`, tag: `h${n}` as WordBlockTag })),
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ name: `heading ${n}`, tag: `h${n}` as WordBlockTag })),
  { id: 'Heading', tag: 'h1' },
  { name: 'heading', tag: 'h1' },
];

/** List levels 0-4 are list items; deeper ones read as plain paragraphs. */
const DEEPEST_LIST_LEVEL = 4;

/**
 * The block a paragraph makes from its style and list level: a heading style wins over
 * numbering (a numbered Heading 1 is a heading), numbering makes a list item.
 */
export function wordBlockTag(
  styleId: string | null,
  styleName: string | null,
  list: ListLevel | null,
): WordBlockTag {
  const name = styleName?.toLowerCase();
  for (const rule of HEADING_RULES)
    if ((rule.id !== undefined && rule.id === styleId) || (rule.name && rule.name === name))
      return rule.tag;
  if (list) {
    const level = Number(list.level);
    if (Number.isInteger(level) && level >= 0 && level <= DEEPEST_LIST_LEVEL) return 'li';
  }
  return 'p';
}
