// Every pattern here stops at the next delimiter of its own kind (no nested repetition), so each
// is linear on a hostile line: an attempt from one delimiter never scans past the next.
const IMAGE = /!\[([^\]\n]*)\]\([^)\n]*\)/g;
const LINK = /\[([^\]\n]+)\]\(([^()\s]+)(?:\s+"[^"\n]*")?\)/g;
const REFERENCE_LINK = /\[([^\]\n]+)\] ?\[[^\]\n]*\]/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:|www\.)[^<>\s]+|[^<>\s@]+@[^<>\s]+)>/g;
const BOLD = /\*\*([^*\n]+)\*\*|__([^_\n]+)__/g;
const STAR_ITALIC = /\*(?=[^\s*])([^*\n]+)\*/g;
const UNDERSCORE_ITALIC = /(^|[^\p{L}\p{N}_])_(?=[^\s_])([^_\n]+)_(?![\p{L}\p{N}_])/gu;
const CODE = /`([^`\n]+)`/g;
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!|>~])/g;
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;

/** 'text (url)', or just the text when the address says nothing more than the text does. */
function link(_: string, label: string, url: string): string {
  const bare = url.replace(/^mailto:|^tel:/i, '');
  return bare === label || url === label ? label : `${label} (${bare})`;
}

/**
 * A Markdown line as the text it shows: blockquote and definition markers, links, images, code,
 * emphasis and escapes removed (a link keeps its address in parentheses, so nothing is lost), and
 * whether the whole line was bold ('**Software Engineer**', '**Title** | **Company**'), as
 * pandoc-style resumes set a role's header. The list marker stays for the bullet test after.
 */
export function plainMarkdown(line: string): { text: string; bold: boolean } {
  let text = line
    .replace(/^\s*(?:>\s?)+/, '')
    // A pandoc definition (':   text') is the text under the term above it.
    .replace(/^ {0,3}:(?:\s+|$)/, '');
  const body = text.replace(LIST_MARKER, '').trim();
  const unbolded = body.replace(BOLD, '');
  const bold = unbolded !== body && !/[\p{L}\p{N}]/u.test(unbolded);
  text = text
    .replace(IMAGE, '$1')
    .replace(LINK, link)
    .replace(REFERENCE_LINK, '$1')
    .replace(AUTOLINK, (_, address: string) => address.replace(/^mailto:/i, ''))
    .replace(BOLD, (_, stars?: string, lines?: string) => stars ?? lines ?? '')
    .replace(STAR_ITALIC, '$1')
    .replace(UNDERSCORE_ITALIC, '$1$2')
    .replace(CODE, '$1')
    .replace(ESCAPE, '$1')
    // A backslash at the end is a hard line break, not text.
    .replace(/\\$/, '');
  return { text, bold };
}
