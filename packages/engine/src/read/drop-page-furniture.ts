import type { TextLine } from '../types';

/** A page number alone: '2', '1/3', 'Page 2', 'Page 2 of 3', '- 2 -'. */
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*(?:(?:\/|of)\s*\d{1,3})?\s*[-–—]?$/i;

/** No resume runs to fifty pages: a larger number alone ('540') is a name, an employer's. */
const MAX_PAGES = 50;
const isPageNumber = (text: string) =>
  PAGE_NUMBER.test(text.trim()) && Number(/\d+/.exec(text)![0]) <= MAX_PAGES;
/** How many lines at the top and the bottom of a page a running header or footer takes. */
const EDGE = 2;

// A running line compared without the page number at its end ('Jane Doe – Page 2').
const shape = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?:page\s*)?(?<!\d)\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?\s*$/, '#')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What a running line is known by: its text and its type size. A running header is set alike on
 * every page; a headline at the top of page one ('Software Engineer', large) is not the role
 * title that happens to open page two in the same words.
 */
const runningKey = (line: TextLine) => `${shape(line.text)}|${Math.round(line.fontSize)}`;

/**
 * Page furniture out of the reading: page numbers, and a running header or footer (the same
 * line, numbers aside, at the top or bottom of two or more pages: 'Portfolio: example.com',
 * 'Jane Doe – Page 2'). Its first showing stays when it heads the first page, where a
 * running header is often the person's name; a footer goes everywhere. Without page numbers
 * (Word, text) there are no pages to compare.
 */
export function dropPageFurniture(lines: TextLine[]): TextLine[] {
  return dropRunningHeaders(withoutTypedPageHeaders(lines));
}

// 'Bob Weisend Page 2', 'Jane Doe – Page 3 of 4': a page's header typed by hand in the text.
const TYPED_PAGE_HEADER = /^(.{1,60}?)[\s,|–—-]*\bpage\s*\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i;
const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Lines that repeat the document's first line (the person's name) with a page number after it:
 * what a writer types at the top of page two when the file has no running header. A Word or text
 * file has no pages to compare, so only this shape tells them.
 */
function withoutTypedPageHeaders(lines: TextLine[]): TextLine[] {
  const first = lines.find((l) => l.text.trim());
  if (!first) return lines;
  const name = plain(first.text);
  return lines.filter((line) => {
    if (line === first || line.text.length > 80) return true;
    const typed = TYPED_PAGE_HEADER.exec(line.text.trim());
    return !typed || plain(typed[1]!) !== name;
  });
}

/** Page numbers, and running headers and footers told by their repeating on two pages or more. */
function dropRunningHeaders(lines: TextLine[]): TextLine[] {
  const pages = new Map<number, TextLine[]>();
  for (const line of lines) {
    const own = pages.get(line.page);
    if (own) own.push(line);
    else pages.set(line.page, [line]);
  }
  if (pages.size < 2) return lines.filter((l) => !(l.page > 0 && isPageNumber(l.text)));
  const edges = new Map<string, Set<number>>();
  const atEdge = new Set<TextLine>();
  for (const [page, own] of pages) {
    for (const line of [...own.slice(0, EDGE), ...own.slice(-EDGE)].filter((l) => !l.bullet)) {
      atEdge.add(line);
      const key = runningKey(line);
      edges.set(key, (edges.get(key) ?? new Set()).add(page));
    }
  }
  // The wrapped tail of a list item ('with checks on every load') is the item's own text, even
  // when two items on two pages happen to end alike: it opens in lowercase, right under a list
  // item on the same page, with no gap before it, where a running footer stands apart (and a
  // running header opens a page).
  lines.forEach((line, i) => {
    const above = lines[i - 1];
    if (
      above?.bullet &&
      above.page === line.page &&
      !line.spaceBefore &&
      /^\p{Ll}/u.test(line.text.trim())
    )
      atEdge.delete(line);
  });
  // A role's title that happens to open two pages ('Developer', set as every title is) is the
  // resume's own text: it stands away from the page edges too, where a running line never does.
  const inBody = new Set(lines.filter((l) => !atEdge.has(l)).map(runningKey));
  const firstPage = Math.min(...pages.keys());
  const firstTop = new Set(pages.get(firstPage)!.slice(0, EDGE));
  return lines.filter((line) => {
    if (isPageNumber(line.text)) return false;
    // A list item is the resume's own text, however alike two of them are.
    const key = runningKey(line);
    if (line.bullet || !atEdge.has(line) || (edges.get(key)?.size ?? 0) < 2 || inBody.has(key))
      return true;
    return firstTop.has(line);
  });
}
