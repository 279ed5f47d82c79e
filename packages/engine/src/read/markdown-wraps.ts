const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;
const DEFINITION = /^ {0,3}:\s/;
const QUOTE = /^\s*(?:>\s?)+/;
const BLOCK_START = /^\s*(?:#|>|\||:\s|[-=_*]{3,}\s*$)/;
const WHOLE_BOLD = /^\s*(?:[-*+]\s+)?(?:\*\*[^*]+\*\*|__[^_]+__)\s*:?\s*$/;

/**
 * Whether text is Markdown rather than plain text: at least two of Markdown's own marks (an ATX
 * heading, bold, a link, a blockquote, a pandoc definition, an '===' underline). Plain-text
 * resumes share dashes, '- ' bullets and '---' underlines with Markdown, so those do not count.
 */
export function looksLikeMarkdown(lines: string[]): boolean {
  const marks = [
    /^ {0,3}#{1,6}\s+\S/,
    /\*\*[^*\s][^*]*\*\*|__[^_\s][^_]*__/,
    /\[[^\]\n]+\]\([^)\s]+\)/,
    /^\s*>\s/,
    DEFINITION,
    /^=+\s*$/,
  ];
  const found = new Set<number>();
  for (const line of lines) {
    marks.forEach((mark, i) => {
      if (!found.has(i) && mark.test(line)) found.add(i);
    });
    if (found.size >= 2) return true;
  }
  return false;
}

/** A continuation line's text, without the blockquote markers it repeats. */
export function continuationText(line: string): string {
  return line.replace(QUOTE, '').trim();
}

/** Words a sentence does not end on: a line ending with one was wrapped mid-sentence. */
const OPEN_ENDING =
  /(?:[,;&–—-]|\b(?:a|an|the|of|in|on|at|to|for|with|and|or|but|by|from|as|into|via|per|such))$/i;

/**
 * Whether a Markdown source line continues the paragraph (or list item) of the line before it,
 * the way a writer wraps prose by hand: the line before is long, and it stops mid-sentence (on a
 * comma or a word like 'of', or inside emphasis) or this line goes on in lowercase. Lines that
 * each start a capitalised statement stay apart, though Markdown would run them together: a
 * writer who lists achievements without bullets means them as lines.
 */
export function continuesParagraph(previous: string, line: string): boolean {
  // Inside a blockquote the markers repeat on every line; a definition's marker opens it.
  if (QUOTE.test(line) && !QUOTE.test(previous)) return false;
  const before = previous.replace(QUOTE, '').replace(DEFINITION, '');
  const after = line.replace(QUOTE, '');
  if (!before.trim() || !after.trim()) return false;
  // A hard break: two trailing spaces or a backslash.
  if (/ {2}$|\\$/.test(before)) return false;
  if (LIST_ITEM.test(after) || BLOCK_START.test(after) || WHOLE_BOLD.test(after)) return false;
  if (WHOLE_BOLD.test(before) || BLOCK_START.test(before)) return false;
  const text = before.trim();
  if (text.length < 40) return false;
  const openEmphasis = (text.match(/\*/g)?.length ?? 0) % 2 === 1;
  return /^\s*[\p{Ll}(]/u.test(after) || OPEN_ENDING.test(text) || openEmphasis;
}
