import type { TextLine } from '../types';

/** A page number alone: '2', '1/3', 'Page 2', 'Page 2 of 3', '- 2 -'. */
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*(?:(?:\/|of)\s*\d{1,3})?\s*[-–—]?$/i;
/** How many lines at the top and the bottom of a page a running header or footer takes. */
const EDGE = 2;

const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Page furniture out of the reading: page numbers, and a running header or footer (the same
 * line, numbers aside, at the top or bottom of two or more pages: 'Portfolio: example.com',
 * 'Jane Doe – Page 2'). Its first showing stays when it heads the first page, where a
 * running header is often the person's name; a footer goes everywhere. Without page numbers
 * (Word, text) there are no pages to compare.
 */
export function dropPageFurniture(lines: TextLine[]): TextLine[] {
  const pages = new Map<number, TextLine[]>();
  for (const line of lines) {
    const own = pages.get(line.page);
    if (own) own.push(line);
    else pages.set(line.page, [line]);
  }
  if (pages.size < 2) return lines.filter((l) => !(l.page > 0 && PAGE_NUMBER.test(l.text.trim())));
  const edges = new Map<string, Set<number>>();
  const atEdge = new Set<TextLine>();
  for (const [page, own] of pages) {
    for (const line of [...own.slice(0, EDGE), ...own.slice(-EDGE)]) {
      atEdge.add(line);
      const key = shape(line.text);
      edges.set(key, (edges.get(key) ?? new Set()).add(page));
    }
  }
  const firstPage = Math.min(...pages.keys());
  const firstTop = new Set(pages.get(firstPage)!.slice(0, EDGE));
  return lines.filter((line) => {
    if (PAGE_NUMBER.test(line.text.trim())) return false;
    if (!atEdge.has(line) || (edges.get(shape(line.text))?.size ?? 0) < 2) return true;
    return firstTop.has(line);
  });
}
