import type { TextLine } from '../types';
import { cleanLine } from './clean-line';
import { endsWithSoftHyphen, joinHyphenated } from './join-hyphenated';
import { plainMarkdown } from './plain-markdown';
import { sectionLevel } from './section-level';
import { isDoubleSpaced } from './is-double-spaced';
import { continuationText, continuesParagraph, looksLikeMarkdown } from './markdown-wraps';

/**
 * A horizontal rule ('---', '* * *', '===='). Tested without a repeated group: on a hostile line
 * of millions of dashes such a pattern overflows the regular expression stack.
 */
function isRule(line: string): boolean {
  return /^[\s\-=_*]+$/.test(line) && (line.match(/[-=_*]/g)?.length ?? 0) >= 3;
}

/** The delimiter row of a Markdown pipe table ('|---|:---:|'): layout, not text. */
function isTableDelimiter(line: string): boolean {
  return /^[\s|:-]+$/.test(line) && line.includes('|') && line.includes('---');
}

/** An ATX heading's text without closing hashes ('## Skills ##'), found without backtracking. */
function withoutClosingHashes(text: string): string {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '#') end -= 1;
  if (end === trimmed.length || (end > 0 && !/\s/.test(trimmed[end - 1]!))) return trimmed;
  return trimmed.slice(0, end).trimEnd();
}

const OPENS_EMPHASIS = /^\s*[*_](?=[^\s*_])/;
const CLOSES_EMPHASIS = /[^\s*_][*_]$/;
const oddMarks = (line: string) => (line.match(/[*_]/g)?.length ?? 0) % 2 === 1;

/**
 * Italics wrapped over several lines ('*Thesis: Deep Learning' ... 'Estimation Problem*'): the
 * opening star is not a bullet and the closing one not text, so both go. Looked for within the
 * next few lines of the paragraph only, which keeps this linear.
 */
function unwrapEmphasis(sources: Source[]): void {
  for (let i = 0; i < sources.length; i += 1) {
    const open = sources[i]!.text;
    if (!OPENS_EMPHASIS.test(open) || !oddMarks(open)) continue;
    for (let j = i + 1; j < Math.min(sources.length, i + 8) && sources[j]!.text.trim(); j += 1) {
      const close = sources[j]!.text.trimEnd();
      if (!CLOSES_EMPHASIS.test(close) || !oddMarks(close)) continue;
      sources[i]!.text = open.replace(/[*_]/, '');
      sources[j]!.text = close.slice(0, -1);
      break;
    }
  }
}

interface Source {
  text: string;
  /** Markdown heading level (ATX '#' count; 1 for '===' underlines, 2 for '---'), 0 if none. */
  level: number;
}

function sourceLines(text: string): Source[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const markdown = looksLikeMarkdown(raw);
  const out: Source[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const line = raw[i]!;
    const next = raw[i + 1]?.trim() ?? '';
    const atx = /^ {0,3}(#{1,6})(?:[ \t]+|$)/.exec(line);
    if (atx) {
      out.push({ text: withoutClosingHashes(line.slice(atx[0].length)), level: atx[1]!.length });
    } else if (line.trim() && !isRule(line) && /^(=+|-{3,})$/.test(next)) {
      out.push({ text: line, level: next.startsWith('=') ? 1 : 2 });
      i += 1;
    } else if (markdown && continuesParagraph(raw[i - 1] ?? '', line) && out.at(-1)?.level === 0) {
      // A Markdown paragraph wrapped by hand is one line of text, as it is shown.
      out[out.length - 1]!.text += ` ${continuationText(line)}`;
    } else {
      out.push({ text: line, level: 0 });
    }
  }
  return out;
}

/**
 * Turns plain text (TXT, Markdown, or text extracted from Word files) into lines. Markdown
 * headings and underlined headings become headings (see sectionLevel), whole-line bold becomes
 * emphasis, list items bullets, and Markdown's inline marks are removed; hyphenated line breaks
 * are joined.
 */
export function linesFromText(text: string): TextLine[] {
  const sources = sourceLines(text);
  unwrapEmphasis(sources);
  const sectionsAt = sectionLevel(sources.map((s) => s.level));
  const lines: TextLine[] = [];
  let softBreak = false;
  // A blank line or a rule before a line: a paragraph or block break, which the parser weighs.
  let blank = false;
  // How many blank lines stood before each line (a rule counts as a wide break).
  let run = 0;
  const runs: number[] = [];
  for (const { text: source, level } of sources) {
    if (isRule(source) || isTableDelimiter(source)) {
      blank = true;
      run += 2;
      continue;
    }
    const markdown = plainMarkdown(source);
    // A numbered item ('1. Led…', '2) Cut…') is a list item as much as a bulleted one.
    const numbered = /^\s*\d{1,2}[.)]\s+(?=\p{L})/u.exec(markdown.text);
    const cleaned = cleanLine(numbered ? markdown.text.slice(numbered[0].length) : markdown.text);
    const clean = cleaned.text;
    const bullet = cleaned.bullet || numbered !== null;
    const wasSoftBreak = softBreak;
    softBreak = endsWithSoftHyphen(markdown.text);
    if (!clean) {
      blank = true;
      run += 1;
      continue;
    }
    const heading = level > 0 && level <= sectionsAt;
    const emphasis = level > 0 || markdown.bold;
    const previous = lines[lines.length - 1];
    const joined =
      previous && !bullet && !emphasis ? joinHyphenated(previous.text, clean, wasSoftBreak) : null;
    if (previous && joined !== null) {
      previous.text = joined;
      continue;
    }
    lines.push({
      text: clean,
      page: 1,
      fontSize: 0,
      emphasis,
      bullet,
      heading,
      ...(blank && lines.length ? { spaceBefore: true } : {}),
    });
    runs.push(run);
    blank = false;
    run = 0;
  }
  return undoDoubleSpacing(lines, runs);
}

/**
 * Text exported double-spaced (a blank line after every line, as job sites export) says
 * nothing by one blank line: there, only two or more blank lines (or a rule) set blocks apart.
 */
function undoDoubleSpacing(lines: TextLine[], runs: number[]): TextLine[] {
  if (!isDoubleSpaced(runs.slice(1))) return lines;
  return lines.map((line, i) => {
    const { spaceBefore: _dropped, ...rest } = line;
    return i > 0 && runs[i]! >= 2 ? { ...rest, spaceBefore: true } : rest;
  });
}
