import type { TextLine } from '../types';
import { containsDateRange } from './find-dates';
import { joinedLine } from './source-refs';
import { bodyFontSize } from './body-font-size';
import { headingKind } from './classify-heading';
import { boldNameTail, danglingTail, largeTitleTail, largeWrap, noteTail } from './wrapped-tails';

/** The length of a full line for each font size (90th percentile), to tell wrapped lines. */
function fullLengths(lines: TextLine[]): Map<number, number> {
  const bySize = new Map<number, number[]>();
  for (const line of lines) {
    // Appended in place: copying the list for each line was quadratic in the line count.
    const lengths = bySize.get(line.fontSize) ?? [];
    lengths.push(line.text.length);
    bySize.set(line.fontSize, lengths);
  }
  const out = new Map<number, number>();
  for (const [size, lengths] of bySize) {
    lengths.sort((a, b) => a - b);
    out.set(size, lengths[Math.floor(lengths.length * 0.9)] ?? 0);
  }
  return out;
}

/**
 * Joins lines a PDF wrapped back into the bullet or sentence they belong to. A line continues
 * the one before when that one ran to the full width, the type is the same, and the new line is
 * not a heading, a date line, a bullet or a tabbed header ('Title | Company').
 */
export function mergeWrappedLines(
  lines: TextLine[],
  isHeading: (line: TextLine) => boolean,
  roleHeaders: ReadonlySet<TextLine> = new Set(),
): TextLine[] {
  const full = fullLengths(lines);
  const body = bodyFontSize(lines);
  const out: TextLine[] = [];
  let lastPhysical: TextLine | null = null;
  for (const [k, line] of lines.entries()) {
    const previous = out[out.length - 1];
    const wrapped =
      lastPhysical !== null &&
      lastPhysical.text.length >= (full.get(lastPhysical.fontSize) ?? 0) * 0.7;
    const sameType =
      previous &&
      line.fontSize > 0 &&
      Math.abs(previous.fontSize - line.fontSize) <= 0.3 &&
      // A bold line after plain text starts something new (a company under the last bullet).
      previous.emphasis === line.emphasis &&
      previous.page === line.page;
    const continues =
      previous &&
      sameType &&
      wrapped &&
      !line.spaceBefore &&
      (bulletTail(previous, line) ||
        openEndedItem(previous, line, isHeading) ||
        continuesPlainly(previous, line, k));
    if (continues) {
      // A new object: the document's own lines stay as they were read.
      out[out.length - 1] = joinedLine(previous, line, `${previous.text} ${line.text}`);
    } else {
      out.push(line);
    }
    lastPhysical = line;
  }
  return out;

  function continuesPlainly(previous: TextLine, line: TextLine, k: number): boolean {
    return (
      !containsDateRange(line.text) &&
      !containsDateRange(previous.text) &&
      // No list is set in large bold type: a dash that opens a title's tail is no bullet's.
      // A known heading ('WORK EXPERIENCE' under a headline set as large) finishes nothing.
      ((!headingKind(line.text) &&
        (largeTitleTail(previous, line, body) ||
          largeWrap(previous, line, body) ||
          boldNameTail(previous, line, titleTail(line, lines[k + 1], roleHeaders)))) ||
        (!line.bullet &&
          (noteTail(previous, line) ||
            danglingTail(previous, line, isHeading) ||
            continuesText(previous, line, isHeading, roleHeaders))))
    );
  }
}

/**
 * A list item's wrapped line that opens in a lowercase word, the item not yet ended ('• Co-
 * supervised Matthew's project on landscape inverse' / 'modelling. Resulted in a paper. |
 * Imperial, 2022 – present'): the item's, though it holds dates or a bar. A header's line opens
 * with a capital or a brand's inner one ('eBay'), never a plain lowercase word.
 */
function bulletTail(previous: TextLine, line: TextLine): boolean {
  if (!previous.bullet || line.bullet || /[.!?:;]$/.test(previous.text.trim())) return false;
  if (!/^[a-z]+[\s,.;:)]/.test(line.text)) return false;
  // A brand in lowercase with its dates ('planetmutlu gmbh & co. kg | 2015 – 2017') heads the
  // next role: the words before a tail's dates run on as a sentence does.
  const lead = line.text.split(/\s\|\s/)[0]!;
  return !containsDateRange(line.text) || lead.split(/\s+/).length >= MIN_TAIL_WORDS;
}

const MIN_TAIL_WORDS = 6;

// Words no phrase ends on: a line that stops on one is cut short by the margin.
const OPEN_END = /(?:\s(?:of|and|the|for|in|at|to|on|with|&)|,)$/i;

/**
 * A dated list item wrapped on a word no phrase ends on ('• Research Fellow (Jan 2025–Present),
 * Language Lab, University of' / 'Leeds, Prof Anna Byrne'): its next line is its own, though the
 * item holds dates, so the employer is read whole and the tail heads no role below.
 */
function openEndedItem(
  previous: TextLine,
  line: TextLine,
  isHeading: (line: TextLine) => boolean,
): boolean {
  return (
    previous.bullet &&
    !line.bullet &&
    OPEN_END.test(previous.text.trim()) &&
    // An item whose header ends in a full stop goes on as a sentence ('(Oct 2023 – Present).
    // Statistical analysis for'): its wrap is the text's, which the role's own reading keeps.
    !/[.!?]\s+\p{Lu}/u.test(previous.text) &&
    containsDateRange(previous.text) &&
    !containsDateRange(line.text) &&
    !isHeading(line)
  );
}

/** A line that goes on with the text above it: a wrapped bullet or sentence, never a header. */
function continuesText(
  previous: TextLine,
  line: TextLine,
  isHeading: (line: TextLine) => boolean,
  roleHeaders: ReadonlySet<TextLine>,
): boolean {
  return (
    !roleHeaders.has(line) &&
    !isHeading(line) &&
    !isHeading(previous) &&
    !/\s\|\s/.test(line.text) &&
    // A bullet continues until its full stop; a plain line only into a lowercase word.
    (previous.bullet
      ? !/[.!?]$/.test(previous.text) || /^[a-z(]/.test(line.text)
      : /^[a-z]/.test(line.text) && !/[.!?:]$/.test(previous.text))
  );
}

/**
 * Whether a role header's short line may finish a title above it ('Engineer' under 'Contract
 * Administration, Business Intelligence'): not where dates follow it, for then it is the title
 * of the employer's line above ('… Holdings Group Ltd' / 'Engineer' / '2019 – 2021').
 */
function titleTail(
  line: TextLine,
  next: TextLine | undefined,
  roleHeaders: ReadonlySet<TextLine>,
): boolean {
  return roleHeaders.has(line) && !(next && containsDateRange(next.text));
}
