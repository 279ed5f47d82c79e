import type { SourceRef } from '../../types';
import type { EntryLine } from './describe-entry-line';
import { sourceRefs } from '../source-refs';
import { isListLabel } from './is-list-label';
import { listItemWraps } from './list-item-wraps';

// Words whose full stop does not end a sentence.
const ABBREVIATION =
  /(?:^|\s)(?:e\.g|i\.e|etc|inc|ltd|co|corp|sr|sra|jr|dr|dra|mr|mrs|ms|prof|st|vs|no|approx|u\.s|dept)\.$/i;

/** Splits a paragraph into sentences, keeping abbreviations and decimals inside theirs. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of text.split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\d])/u)) {
    current = current ? `${current} ${part}` : part;
    if (!ABBREVIATION.test(current)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out.filter(Boolean);
}

const ENDS_SENTENCE = /[.!?:]["”’)]?$/;

/**
 * A role's achievements from the lines under its header: each bullet (of any glyph), each list
 * line without a glyph that opens with a verb, and each sentence of a paragraph. Lines that
 * continue the one before (a wrapped bullet) are joined to it.
 */
export function achievementsFromBody(body: EntryLine[]): {
  achievements: string[];
  paragraphs: string[];
  /** Each achievement's document lines (a paragraph's sentences share the paragraph's). */
  origins: SourceRef[][];
} {
  type Item = { text: string; paragraph: boolean; refs: SourceRef[] };
  // After a list label alone on its line, each line without a glyph is an item of its own.
  let listed = false;
  const items: Item[] = [];
  const longest = Math.max(0, ...body.map((l) => l.line.text.length));
  for (const entry of body) {
    if (entry.duration) continue;
    const text = entry.line.text;
    const last = items[items.length - 1];
    if (isListLabel(text)) {
      listed = true;
      continue;
    }
    if (listed && !entry.line.bullet && !entry.described) {
      if (last && !last.paragraph && listItemWraps(last.text, text)) {
        last.text = `${last.text} ${text}`;
        last.refs.push(...sourceRefs(entry.line));
      } else items.push({ text, paragraph: false, refs: sourceRefs(entry.line) });
      continue;
    }
    // A labelled line ('Responsibilities: …') is an item of its own, as a bullet is.
    const bullet = entry.line.bullet || entry.described;
    // A plain line under an unfinished bullet goes on with it ('...dashboard in' / 'Power BI,
    // saving 16 hours'), unless it opens with a verb or is set apart in bold.
    // A blank line (or a gap) above a line that opens in a capital starts a new item:
    // 'SCADA', blank, 'PLC' are two, as a theme prints a list's items as paragraphs.
    const apart = entry.line.spaceBefore === true && !/^[\p{Ll}(&]/u.test(text);
    const wraps =
      last !== undefined &&
      !bullet &&
      !apart &&
      !ENDS_SENTENCE.test(last.text) &&
      (/^[\p{Ll}(&]/u.test(text) ||
        (!last.paragraph && !entry.verbLed && !entry.line.emphasis) ||
        (!entry.verbLed && last.text.length >= longest * 0.6));
    if (wraps || (last?.paragraph && !bullet && !entry.verbLed && !apart)) {
      // A wrapped line, or the next sentence of a paragraph.
      last!.text = `${last!.text} ${text}`;
      last!.refs.push(...sourceRefs(entry.line));
    } else {
      items.push({ text, paragraph: !bullet, refs: sourceRefs(entry.line) });
    }
  }
  const achievements: string[] = [];
  const paragraphs: string[] = [];
  const origins: SourceRef[][] = [];
  for (const item of items) {
    if (item.paragraph) paragraphs.push(item.text);
    // A bullet is one achievement however long; a paragraph is one per sentence.
    const found = item.paragraph ? splitSentences(item.text) : [item.text];
    achievements.push(...found);
    origins.push(...found.map(() => item.refs));
  }
  return { achievements, paragraphs, origins };
}
