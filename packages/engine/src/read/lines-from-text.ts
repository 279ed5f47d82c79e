import type { TextLine } from '../types';
import { cleanLine } from './clean-line';
import { endsWithSoftHyphen, joinHyphenated } from './join-hyphenated';

/**
 * A horizontal rule ('---', '* * *', '===='). Tested without a repeated group: on a hostile line
 * of millions of dashes such a pattern overflows the regular expression stack.
 */
function isRule(line: string): boolean {
  return /^[\s\-=_*]+$/.test(line) && (line.match(/[-=_*]/g)?.length ?? 0) >= 3;
}

/**
 * Turns plain text (TXT, Markdown, or text extracted from Word files) into lines. Markdown
 * headings and underlined headings become emphasised lines; hyphenated line breaks are joined.
 */
export function linesFromText(text: string): TextLine[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: TextLine[] = [];
  let softBreak = false;
  let blank = false;
  for (let i = 0; i < raw.length; i += 1) {
    let source = raw[i]!;
    let emphasis = false;
    const next = raw[i + 1]?.trim() ?? '';
    if (/^#{1,6}\s+/.test(source)) {
      source = source.replace(/^#{1,6}\s+/, '');
      emphasis = true;
    } else if (source.trim() && /^(=+|-{3,})$/.test(next)) {
      emphasis = true;
      i += 1;
    }
    if (isRule(source)) continue;
    // Markdown emphasis, blockquote markers and hard-break backslashes are not text.
    source = source
      .replace(/\*\*(.+?)\*\*/g, '$1')
      .replace(/__(.+?)__/g, '$1')
      .replace(/^\s*>\s?/, '')
      .replace(/\\$/, '');
    const { text: clean, bullet } = cleanLine(source);
    const wasSoftBreak = softBreak;
    softBreak = endsWithSoftHyphen(source);
    if (!clean) {
      blank = true;
      continue;
    }
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
      heading: emphasis,
      ...(blank && lines.length ? { spaceBefore: true } : {}),
    });
    blank = false;
  }
  return lines;
}
