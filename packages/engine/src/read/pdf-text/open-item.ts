import { fold, RIGHT_TO_LEFT } from './fold-text';
import { BEFORE_FIRST_ITEM, gapThresholds } from './gap-thresholds';
import { LastChars } from './last-chars';
import { UnsupportedPdf } from './pdf-objects';
import type { Matrix, TextState } from './text-state';

/** A run of text with its start position, as pdf.js's getTextContent reports one. */
export interface TextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
}

function advanceScale(state: TextState): number {
  return (
    Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]) *
    Math.hypot(state.ctm[0], state.ctm[1])
  );
}

/**
 * The text item being built, with what pdf.js remembers between glyphs. Like pdf.js, its
 * measures outlive the item they belong to (the next gap is judged by them until a new item
 * starts), so they are kept, not reset, when the item ends.
 */
export class OpenItem {
  initialized = false;
  str: string[] = [];
  totalWidth = 0;
  totalHeight = 0;
  /** Width since the last change of advance scale, in unscaled text space. */
  width = 0;
  height = 0;
  transform: Matrix | null = null;
  /** Where the last glyph ended, and the text rise it was drawn with. */
  prevTransform: Matrix | null = null;
  prevTextRise = 0;
  advanceScale = 0;
  gaps = BEFORE_FIRST_ITEM;
  fontName = '';
  readonly lastChars = new LastChars();

  /** Starts an item at the current position, unless one is open. */
  start(state: TextState): void {
    if (this.initialized) return;
    this.fontName = state.font!.id;
    const trm = state.renderingMatrix();
    this.transform = trm;
    this.width = this.totalWidth = 0;
    this.height = this.totalHeight = Math.hypot(trm[2], trm[3]);
    this.advanceScale = advanceScale(state);
    this.gaps = gapThresholds(state.fontSize);
    this.initialized = true;
  }

  /** Adds a glyph's text, with the space a skipped space glyph left due. */
  add(unicode: string): void {
    if (this.lastChars.save(unicode)) this.str.push(' ');
    this.str.push(unicode);
  }

  /** A new text matrix (`Tm`) may change how advances scale: bank the width so far. */
  rescale(state: TextState): void {
    if (!this.initialized) return;
    const scale = advanceScale(state);
    if (scale === this.advanceScale) return;
    this.totalWidth += this.width * this.advanceScale;
    this.width = 0;
    this.advanceScale = scale;
  }

  /** Ends the item, if one is open, adding it to `items`. */
  close(items: TextItem[]): void {
    if (!this.initialized) return;
    this.totalWidth += this.width * this.advanceScale;
    const text = fold(this.str.join(''));
    if (RIGHT_TO_LEFT.test(text)) throw new UnsupportedPdf('right-to-left text');
    items.push({
      str: text,
      width: Math.abs(this.totalWidth),
      height: Math.abs(this.totalHeight),
      transform: this.transform!,
      fontName: this.fontName,
    });
    this.initialized = false;
    this.str.length = 0;
  }
}
