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
 * Whether an XML part has one root element, closed, with nothing but whitespace after it. The
 * XML parser inside mammoth (xmldom) recovers from a missing or repeated root by re-checking
 * every node it adds, which is quadratic: a 30 KB DOCX whose root never closes took seconds, a
 * few megabytes hours. Found by string search, in linear time, before anything is parsed.
 */
export function hasOneClosedRoot(xml: string): boolean {
  const start = rootStart(xml);
  if (start < 0) return false;
  const name = /^<([^\s/>]+)/.exec(xml.slice(start, start + 256))?.[1];
  const tagEnd = xml.indexOf('>', start);
  if (!name || tagEnd < 0) return false;
  let end = tagEnd + 1;
  if (xml[tagEnd - 1] !== '/') {
    const close = xml.indexOf(`</${name}`, tagEnd);
    const closeEnd = close < 0 ? -1 : xml.indexOf('>', close);
    if (closeEnd < 0 || xml.slice(close + name.length + 2, closeEnd).trim()) return false;
    end = closeEnd + 1;
  }
  return xml.slice(end).trim() === '';
}
