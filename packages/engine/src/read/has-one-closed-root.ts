/** Skips the prolog (declaration, processing instructions, comments, doctype): the root's offset. */
function rootStart(xml: string): number {
  let at = 0;
  for (;;) {
    at = xml.indexOf('<', at);
    if (at < 0) return -1;
    if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end < 0) return -1;
      at = end + 3;
    } else if (xml[at + 1] === '?' || xml[at + 1] === '!') {
      const end = xml.indexOf('>', at);
      if (end < 0) return -1;
      at = end + 1;
    } else {
      return at;
    }
  }
}

/**
 * Whether an XML part has one root element, closed, with nothing but whitespace after it: a
 * part without is damaged, and refused before it is read. (DOM parsers such as xmldom recover
 * from a missing or repeated root by re-checking every node they add, which is quadratic: a
 * 30 KB DOCX whose root never closed took seconds, a few megabytes hours.) Found by string
 * search, in linear time.
 */
export function hasOneClosedRoot(xml: string): boolean {
  const start = rootStart(xml);
  if (start < 0) return false;
  const name = /^<([^\s/>]+)/.exec(xml.slice(start, start + 256))?.[1];
  const tagEnd = xml.indexOf('>', start);
  if (!name || tagEnd < 0) return false;
  if (xml[tagEnd - 1] === '/') return xml.slice(tagEnd + 1).trim() === '';
  // Elements named like the root are counted open and closed, matching the whole name (so that
  // '</a:themeElements>' inside '<a:theme>' is not its end); the root closes exactly once, last.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tags = new RegExp(`<(/?)${escaped}(?=[\\s/>])`, 'g');
  tags.lastIndex = tagEnd + 1;
  let depth = 1;
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    const close = xml.indexOf('>', m.index);
    if (close < 0) return false;
    tags.lastIndex = close + 1;
    if (m[1]) depth -= 1;
    else if (xml[close - 1] !== '/') depth += 1;
    if (depth === 0) return xml.slice(close + 1).trim() === '';
  }
  return false;
}
