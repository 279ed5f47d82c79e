import type { TextLine } from '../types';
import { cleanLine } from '../read/clean-line';
import { OCR_BOUNDS } from './ocr-bounds';
import { joinSplitYears } from './join-split-years';
import type { OcrLine, OcrPage, OcrWord } from './ocr-engine';

// OCR reads a bullet glyph as whatever symbol it resembles ('*', '«', '©', 'e'...): a first
// word of one or two symbols, not letters or digits, before a word is a bullet.
const MISREAD_BULLET = /^[^\p{L}\p{N}\s(["'$]{1,2}\s+(?=\p{L})/u;
// Fixes of OCR's usual slips, as [pattern, replacement]: it sets '@' apart in email addresses.
const REPAIRS: Array<[RegExp, string]> = [[/([\w.%+-])\s*@\s*([\w-]+\.[A-Za-z])/g, '$1@$2']];
// A rule under a heading comes out as specks after its words ('SUMMARY 0 = ©'): trailing words
// without letters or a figure, or tiny and barely recognised, are dropped.
const isTrailingJunk = (w: OcrWord) =>
  (!/\p{L}/u.test(w.text) && !/\d{2,}/.test(w.text)) || (w.confidence < 40 && w.text.length <= 3);
// Capitals and ascenders are about 0.7 of the font size.
const CAP_HEIGHT_PER_EM = 0.7;

/** A word as the checks compare it: lowercase, without the punctuation around it. */
export function plainWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The line's text without the specks trailing it, with OCR's usual slips repaired. */
function lineText(line: OcrLine): string {
  let end = line.words.length;
  while (end > 1 && isTrailingJunk(line.words[end - 1]!)) end -= 1;
  const text =
    end === line.words.length
      ? line.text
      : line.words
          .slice(0, end)
          .map((w) => w.text)
          .join(' ');
  return joinSplitYears(REPAIRS.reduce((t, [pattern, to]) => t.replace(pattern, to), text));
}

function toTextLine(line: OcrLine, page: number, pxPerPt: number, gap: boolean): TextLine | null {
  const { text, bullet } = cleanLine(lineText(line).replace(MISREAD_BULLET, '• '));
  // A rule read as a row of dashes or specks holds no letter or figure: it is no line.
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const fontSize = line.rowHeight / pxPerPt / CAP_HEIGHT_PER_EM;
  return {
    text,
    page,
    fontSize: Math.round(fontSize * 2) / 2,
    emphasis: false,
    bullet,
    ...(gap ? { spaceBefore: true } : {}),
  };
}

/**
 * Turns what OCR read on a page into the engine's lines (bullets found, font size from the
 * height of the letters, a block break where the gap above is wide) and lists what it was
 * unsure of: words and lines below the confidences of OCR_BOUNDS.
 */
export function ocrLines(
  ocr: OcrPage,
  page: number,
  pxPerPt: number,
): { lines: TextLine[]; doubtfulWords: string[]; doubtfulLines: string[] } {
  const pitch = median(ocr.lines.slice(1).map((l, i) => l.top - ocr.lines[i]!.top));
  const lines: TextLine[] = [];
  const doubtfulWords: string[] = [];
  const doubtfulLines: string[] = [];
  ocr.lines.forEach((line, i) => {
    const above = ocr.lines[i - 1];
    const gap = Boolean(above && pitch > 0 && line.top - above.top > pitch * 1.6);
    const textLine = toTextLine(line, page, pxPerPt, gap);
    if (!textLine) return;
    lines.push(textLine);
    if (line.confidence < OCR_BOUNDS.minLineConfidence) doubtfulLines.push(textLine.text);
    for (const word of line.words)
      if (word.confidence < OCR_BOUNDS.minWordConfidence && plainWord(word.text))
        doubtfulWords.push(plainWord(word.text));
  });
  return { lines, doubtfulWords, doubtfulLines };
}
