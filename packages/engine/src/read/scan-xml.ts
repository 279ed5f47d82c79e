const [BANG, QUESTION, SLASH, SPACE] = [0x21, 0x3f, 0x2f, 0x20];

/** One tag of an XML part, as written between '<' and '>'. */
export interface XmlTag {
  /** The qualified name ('w:p', 'mc:Fallback'). */
  name: string;
  /** '</w:p>' */
  closing: boolean;
  /** '<w:br/>' */
  empty: boolean;
  /** Everything between '<' and '>', for reading attributes. */
  raw: string;
}

/** What a scan reports: each tag, and the character data between tags (still encoded). */
export interface XmlVisitor {
  tag(tag: XmlTag): void;
  text(data: string): void;
}

/**
 * Walks an XML part tag by tag in one pass, reporting tags and the text between them. No tree is
 * built and nothing is re-scanned, so time is linear in the part whatever it holds; comments and
 * processing instructions are skipped, CDATA is reported as text. Meant for parts that already
 * passed the one-closed-root check; damaged markup ends the scan instead of being repaired.
 */
export function scanXml(xml: string, visitor: XmlVisitor): void {
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    if (open < 0) {
      visitor.text(xml.slice(at));
      return;
    }
    if (open > at) visitor.text(xml.slice(at, open));
    const second = xml.charCodeAt(open + 1);
    if (second === BANG && xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open + 4);
      if (end < 0) return;
      at = end + 3;
      continue;
    }
    if (second === BANG && xml.startsWith('<![CDATA[', open)) {
      const end = xml.indexOf(']]>', open + 9);
      if (end < 0) return;
      // Reported encoded like other text, so the one decoding step leaves it as written.
      visitor.text(xml.slice(open + 9, end).replace(/&/g, '&amp;'));
      at = end + 3;
      continue;
    }
    const close = xml.indexOf('>', open);
    if (close < 0) return;
    at = close + 1;
    if (second === QUESTION || second === BANG) continue;
    const closing = second === SLASH;
    // The name runs to the first space, '/' or the end of the tag: found without a regex, as
    // this loop runs for every tag of the part.
    const from = closing ? open + 2 : open + 1;
    let to = from;
    while (to < close) {
      const c = xml.charCodeAt(to);
      if (c <= SPACE || c === SLASH) break;
      to += 1;
    }
    const empty = !closing && xml.charCodeAt(close - 1) === SLASH;
    visitor.tag({ name: xml.slice(from, to), closing, empty, raw: xml.slice(open + 1, close) });
  }
}

/** Two visitors on one scan: each piece goes to the first, then to the second. */
export function bothVisitors(first: XmlVisitor, second: XmlVisitor): XmlVisitor {
  return {
    text(data) {
      first.text(data);
      second.text(data);
    },
    tag(tag) {
      first.tag(tag);
      second.tag(tag);
    },
  };
}

/** An attribute's value in a tag's raw text ('w:val' in 'w:pStyle w:val="Heading1"'), or null. */
export function attribute(raw: string, name: string): string | null {
  let from = 0;
  for (;;) {
    const at = raw.indexOf(name, from);
    if (at < 0) return null;
    from = at + name.length;
    if (!/\s/.test(raw[at - 1] ?? '')) continue;
    const rest = /^\s*=\s*(["'])/.exec(raw.slice(from, from + 8));
    if (!rest) continue;
    const start = from + rest[0].length;
    const end = raw.indexOf(rest[1]!, start);
    return end < 0 ? null : raw.slice(start, end);
  }
}
