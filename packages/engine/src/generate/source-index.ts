/**
 * The source resume as one stream of letters and digits, each mapped to its line, so a
 * generated line can be traced to the lines it came from whatever the spacing, case,
 * punctuation, hyphenation or wrapping the reader found.
 */
export interface SourceIndex {
  /** The source lines as read (1-based line n is lines[n - 1]). */
  lines: string[];
  stream: string;
  /** lineOf[i]: the 1-based line of stream[i]. */
  lineOf: Uint32Array;
}

/** Letters and digits only, lower case, accents split off. */
export function squeeze(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/\p{M}/gu, '');
}

/** Indexes a source text (lines joined with newlines, as the reader gives them). */
export function indexSource(text: string): SourceIndex {
  const lines = text.split('\n');
  const parts = lines.map(squeeze);
  const stream = parts.join('');
  const lineOf = new Uint32Array(stream.length);
  let at = 0;
  parts.forEach((part, i) => {
    lineOf.fill(i + 1, at, at + part.length);
    at += part.length;
  });
  return { lines, stream, lineOf };
}

/** A found stretch of the source: its stream offset and its 1-based lines. */
export interface SourceSpan {
  at: number;
  end: number;
  lines: number[];
}

function spanAt(index: SourceIndex, at: number, length: number): SourceSpan {
  const first = index.lineOf[at]!;
  const last = index.lineOf[at + length - 1]!;
  return {
    at,
    end: at + length,
    lines: Array.from({ length: last - first + 1 }, (_, i) => first + i),
  };
}

/**
 * Where `text` stands in the source, looked for from `from` on and then anywhere; null when
 * its letters and digits do not occur in that order at all.
 */
export function locate(index: SourceIndex, text: string, from = 0): SourceSpan | null {
  const key = squeeze(text);
  // A short text ('1/2', 'C', '???') is found as a whole line first: as a piece of the stream
  // it would turn up inside anything.
  if (key.length < 12) {
    const whole = wholeLine(index, text, from);
    if (whole) return whole;
  }
  if (!key) return null;
  let at = index.stream.indexOf(key, from);
  if (at < 0 && from > 0) at = index.stream.indexOf(key);
  return at < 0 ? null : spanAt(index, at, key.length);
}

/** The first line, from `from` on and then anywhere, that is `text` and nothing else. */
function wholeLine(index: SourceIndex, text: string, from: number): SourceSpan | null {
  const want = text.trim().toLowerCase();
  const start = from > 0 && from < index.lineOf.length ? index.lineOf[from]! - 1 : 0;
  for (const begin of start > 0 ? [start, 0] : [0]) {
    for (let n = begin; n < index.lines.length; n += 1) {
      if (index.lines[n]!.trim().toLowerCase() !== want) continue;
      const at = index.lineOf.indexOf(n + 1);
      return { at: Math.max(at, 0), end: Math.max(at, 0) + squeeze(want).length, lines: [n + 1] };
    }
  }
  return null;
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

/**
 * The line, or two adjacent lines, holding most of the words of `text` (at least `share` of
 * them), for text the reader put together from pieces that are not contiguous in the source.
 */
export function locateLoose(index: SourceIndex, text: string, share = 0.6): number[] {
  const wanted = [...wordsOf(text)];
  if (!wanted.length) return [];
  let best: number[] = [];
  let bestScore = share * wanted.length - 1e-9;
  for (let i = 0; i < index.lines.length; i += 1) {
    for (const span of [[i], [i, i + 1]]) {
      if (span[span.length - 1]! >= index.lines.length) continue;
      const have = wordsOf(span.map((n) => index.lines[n]).join(' '));
      const score = wanted.filter((w) => have.has(w)).length - (span.length - 1) * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = span.map((n) => n + 1);
      }
    }
  }
  return best;
}

/**
 * The last place `text` stands before `before` and not before `notBefore`: a role's header is
 * the nearest one above its first achievement, not an earlier mention in the summary.
 */
export function locateBefore(
  index: SourceIndex,
  text: string,
  before: number,
  notBefore: number,
): SourceSpan | null {
  const key = squeeze(text);
  if (!key || before <= notBefore) return null;
  const at = index.stream.lastIndexOf(key, before - key.length);
  return at >= notBefore ? spanAt(index, at, key.length) : null;
}

/** The source lines of several texts together, each once, in the order found (blanks skipped). */
export function locateAll(index: SourceIndex, texts: string[]): number[] {
  return [...new Set(texts.flatMap((t) => (t.trim() ? (locate(index, t)?.lines ?? []) : [])))];
}
