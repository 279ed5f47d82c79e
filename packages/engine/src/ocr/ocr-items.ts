import type { PdfItem } from '../read/pdf-items';
import type { GrayImage } from './gray-image';
import type { OcrLine, OcrWord } from './ocr-engine';
import { isTrailingJunk } from './ocr-lines';
import { hasBulletBefore } from './bullet-before';
import { markBold, strokeWeight } from './stroke-weight';

// Where a letter's box ends, in ems from the baseline (Helvetica-like faces, close enough for
// the serif and sans faces of resumes): capitals, figures and ascenders reach 0.72 above it,
// the other lower-case letters 0.52; descenders go 0.21 below it.
const TALL = /[A-Z0-9bdfhiklt'"()[\]/|@$%&]/;
const DEEP = /[gjpqyQ,;()[\]|]/;
const CAP = 0.72;
const X_HEIGHT = 0.52;
const DESCENT = 0.21;
// A gap this many ems wide inside a line parts two runs of text (a column gutter, a tab stop):
// wider than any space between words, even in justified lines, narrower than a gutter.
const RUN_GAP_EM = 1;
// A dash after a year is half a range broken over two lines ('May 2019 –'), not a speck.
const OPEN_RANGE = /^[-–—]$/;
const YEAR = /\d{4}/;

// Below this confidence, a first word of a letter or two, or a figure, is no word OCR read but
// a glyph it guessed at ('5', 'o', 'be' for a bullet set larger or lower than the text).
const GUESSED = 40;

/**
 * Whether a line's first word is a bullet glyph OCR read as a letter or two ('e', 'eo' for '•')
 * before a capitalised word: barely recognised and no wider or taller than a small letter, or
 * hardly recognised at all, a letter, two or a figure of any size ('5', 'be' for a bullet set
 * larger or lower than the text). (A glyph read as a symbol is found in the line's text, by
 * repairOcrText.)
 */
function isLetterBullet(words: Sized[], em: number): boolean {
  const [first, next] = words;
  if (!first || !next || !/^\p{Lu}/u.test(next.word.text)) return false;
  const { text, confidence, box } = first.word;
  if (confidence < GUESSED && /^(?:\p{Ll}{1,2}|\d)$/u.test(text)) return true;
  return (
    /^\p{Ll}{1,2}$/u.test(text) &&
    confidence < 70 &&
    box.right - box.left <= em * 0.75 &&
    box.bottom - box.top <= em * 0.75
  );
}

// A word run into an email address ('henry' 'lindqvist@example.com', a fifth of an em apart) is
// its first part, parted by a dot OCR lost: a dot is the glyph it drops most easily.
const LOST_DOT_EM = 0.2;
const LOCAL_PART = /^[\p{L}\d._%+-]+$/u;

/** A run's words as one text: single spaces, but a lost dot put back inside an email address. */
function runText(run: Sized[]): string {
  let text = run[0]!.word.text;
  for (let i = 1; i < run.length; i += 1) {
    const [before, word] = [run[i - 1]!, run[i]!];
    const gap = word.word.box.left - before.word.box.right;
    const lostDot =
      /^[\p{L}\d]+[\p{L}\d._%+-]*@/u.test(word.word.text) &&
      LOCAL_PART.test(before.word.text) &&
      gap < Math.min(before.em, word.em) * LOST_DOT_EM;
    text += (lostDot ? '.' : ' ') + word.word.text;
  }
  return text;
}

/** Whether the run's last word is a speck to drop, rather than a range's open dash. */
function endsInJunk(run: Sized[]): boolean {
  const last = run[run.length - 1]!.word;
  if (OPEN_RANGE.test(last.text) && YEAR.test(run[run.length - 2]?.word.text ?? '')) return false;
  return isTrailingJunk(last);
}

interface Sized {
  word: OcrWord & { box: NonNullable<OcrWord['box']> };
  em: number;
  baseline: number;
}

/** A word's font size and baseline in pixels, from its box and which letters it holds. */
function sizeWord(word: Sized['word']): Sized {
  const above = TALL.test(word.text) ? CAP : X_HEIGHT;
  const below = DEEP.test(word.text) ? DESCENT : 0;
  const em = (word.box.bottom - word.box.top) / (above + below);
  return { word, em, baseline: word.box.bottom - below * em };
}

// A word this much taller than every other word of its line is one whose box took in a speck or
// a stroke beside it ('Microsoft' over a mark under it), not a word set larger.
const SWOLLEN = 1.35;

/**
 * The line's words with a lone swollen word brought to the size of the rest: tesseract's box
 * for a word takes in specks and strokes that touch it, and one such box would make a role's
 * employer the largest text of the page. Two or more large words (a name beside a title) stay.
 */
function evenOut(words: Sized[]): Sized[] {
  return words.map((w, i) => {
    const others = words.filter((_, j) => j !== i);
    const largest = Math.max(0, ...others.map((o) => o.em));
    if (others.length === 0 || w.em <= largest * SWOLLEN) return w;
    // Its box's bottom may be the speck's: the line's baseline is the other words'.
    return {
      ...w,
      em: median(others.map((o) => o.em)),
      baseline: median(others.map((o) => o.baseline)),
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A line's words in runs parted by wide gaps, each without the specks that trail it. */
function runsOf(words: Sized[]): Sized[][] {
  const runs: Sized[][] = [];
  const em = median(words.map((w) => w.em));
  if (isLetterBullet(words, em))
    words[0] = { ...words[0]!, word: { ...words[0]!.word, text: '•' } };
  for (const word of words) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && word.word.box.left - last.word.box.right <= em * RUN_GAP_EM) run.push(word);
    else runs.push([word]);
  }
  for (const [i, run] of runs.entries()) {
    // The line's first word always stays, as the line reader keeps it (a lone bullet, a rule).
    while (run.length > (i === 0 ? 1 : 0) && endsInJunk(run)) run.pop();
  }
  return runs.filter((r) => r.length > 0);
}

/** Whether OCR read the word as symbols only: a bullet it took for '*' or '«', say. */
const isSymbol = (w: Sized | undefined) => Boolean(w && /^[^\p{L}\p{N}]+$/u.test(w.word.text));

/** Whether a bullet OCR left out stands before the run, right of `leftLimit` (pixels). */
function bulletBefore(image: GrayImage, run: Sized[], leftLimit: number): boolean {
  const first = run[0]!;
  const em = median(run.map((w) => w.em));
  return hasBulletBefore(image, first.word.box, first.baseline, em, leftLimit);
}

/**
 * What OCR found on a page as positioned text items, in points with y upwards as in a PDF, so
 * they are laid out by the PDF reader's own code: columns split at their gutter, rows from
 * baselines. Each run of a line (its words between wide gaps) is one item, as a PDF shows a run
 * of text: single words would leave gaps between words that look like a gutter. Its font size
 * and baseline are the medians of its words'; given the page's image, it is bold where its
 * strokes are heavier than the page's usual text. Null when the OCR gave no word boxes.
 */
export function ocrItems(
  lines: OcrLine[],
  pxPerPt: number,
  heightPx: number,
  image?: GrayImage,
): PdfItem[] | null {
  const items: PdfItem[] = [];
  const weights: number[] = [];
  for (const line of lines) {
    const words: Sized[] = [];
    for (const word of line.words) {
      if (!word.box) return null;
      if (word.text.trim() && word.box.bottom > word.box.top)
        words.push(sizeWord(word as Sized['word']));
    }
    let before: Sized | undefined;
    for (const run of runsOf(evenOut(words))) {
      // Where OCR read the bullet as a symbol, of its own or before the run, it is found so.
      const bullet =
        image &&
        !isSymbol(run[0]) &&
        !isSymbol(before) &&
        bulletBefore(image, run, before?.word.box.right ?? 0);
      before = run[run.length - 1];
      const fontSize = median(run.map((w) => w.em)) / pxPerPt;
      const y = (heightPx - median(run.map((w) => w.baseline))) / pxPerPt;
      const [first, last] = [run[0]!.word.box, run[run.length - 1]!.word.box];
      items.push({
        text: (bullet ? '• ' : '') + runText(run),
        x: first.left / pxPerPt,
        y,
        width: (last.right - first.left) / pxPerPt,
        fontSize,
        bold: false,
      });
      weights.push(
        image
          ? strokeWeight(
              image,
              run.map((w) => w.word.box),
              fontSize * pxPerPt,
            )
          : 0,
      );
    }
  }
  return markBold(items, weights);
}
