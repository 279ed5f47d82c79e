import type { Glyph } from './load-font';
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

// pdf.js decides spaces and breaks from gaps measured in font sizes; the same fractions give the
// same runs of text, which is what keeps both readers' lines identical.
const TRACKING_SPACE = 0.102;
const NOT_A_SPACE = 0.03;
const NEGATIVE_SPACE = -0.2;
const SPACE_IN_FLOW_MIN = 0.102;
const SPACE_IN_FLOW_MAX = 0.6;
const VERTICAL_SHIFT = 0.25;

// Compatibility characters pdf.js folds with NFKC (ligatures, presentation forms, odd spaces).
const FOLDED =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
// Text pdf.js would reorder for right-to-left reading: left to pdf.js.
const RIGHT_TO_LEFT = /[\u0590-\u08ac\ufb50-\ufdff\ufe70-\ufeff]/;

function fold(text: string): string {
  return text.replace(FOLDED, (_, run: string | undefined, st: string | undefined) =>
    run ? run.normalize('NFKC') : 'ſt'.repeat(st?.length ?? 0),
  );
}

/**
 * Groups shown glyphs into text items with the rules of pdf.js's text layer: a gap of a tenth
 * to six tenths of the font size is a space inside the item, a wider gap or a jump to another
 * line ends the item. One builder serves one content stream (a form XObject gets its own).
 */
export class TextItemBuilder {
  private initialized = false;
  private str: string[] = [];
  private totalWidth = 0;
  private totalHeight = 0;
  private width = 0;
  private height = 0;
  private transform: Matrix | null = null;
  private prevTransform: Matrix | null = null;
  private prevTextRise = 0;
  private advanceScale = 0;
  private spaceInFlowMin = 0;
  private spaceInFlowMax = 0;
  private trackingSpaceMin = Infinity;
  private negativeSpaceMax = -Infinity;
  private notASpace = -Infinity;
  private fontName = '';
  private lastChars = [' ', ' '];
  private lastCharsPos = 0;
  private shown: { fontSize: number; fontName: string | null; font: string | undefined };

  constructor(
    private readonly items: TextItem[],
    private readonly viewBox: readonly number[],
    state: TextState,
  ) {
    this.shown = { fontSize: state.fontSize, fontName: state.fontName, font: state.font?.name };
  }

  /** Shows a string (`Tj`, or one run of a `TJ` with the adjustment that follows it). */
  showText(state: TextState, bytes: string, extraSpacing: number): void {
    const shown = this.shown;
    if (
      shown.fontSize !== state.fontSize ||
      (shown.fontName !== state.fontName && shown.font !== state.font?.name)
    ) {
      this.flush();
      this.shown = { fontSize: state.fontSize, fontName: state.fontName, font: state.font?.name };
    }
    const font = state.font!;
    if (!bytes) {
      const spacing = state.charSpacing + extraSpacing;
      if (spacing) state.translateTextMatrix(spacing * state.textHScale, 0);
      return;
    }
    const glyphs = font.glyphs(bytes);
    const scale = font.fontMatrix[0]! * state.fontSize;
    for (let i = 0; i < glyphs.length; i += 1) {
      const glyph = glyphs[i]!;
      if (glyph.isInvisibleFormatMark) continue;
      let spacing = state.charSpacing + (i + 1 === glyphs.length ? extraSpacing : 0);
      let advance = glyph.width * scale;
      if (glyph.code === 0x20) spacing += state.wordSpacing;
      if (glyph.isWhitespace) {
        state.translateTextMatrix((spacing + advance) * state.textHScale, 0);
        this.saveLastChar(' ');
        continue;
      }
      if (!glyph.isZeroWidthDiacritic && !this.compareWithLastPosition(state, advance)) {
        state.translateTextMatrix(advance * state.textHScale, 0);
        continue;
      }
      this.ensureItem(state);
      if (glyph.isZeroWidthDiacritic) advance = 0;
      advance *= state.textHScale;
      state.translateTextMatrix(advance, 0);
      this.width += advance;
      if (advance) {
        this.prevTransform = state.renderingMatrix();
        this.prevTextRise = state.textRise;
      }
      this.addGlyph(glyph);
      if (spacing) state.translateTextMatrix(spacing * state.textHScale, 0);
    }
  }

  private addGlyph(glyph: Glyph): void {
    if (this.saveLastChar(glyph.unicode)) this.str.push(' ');
    this.str.push(glyph.unicode);
  }

  /** A new text matrix (`Tm`) may change how advances scale: bank the width so far. */
  updateAdvanceScale(state: TextState): void {
    if (!this.initialized) return;
    const scale =
      Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]) *
      Math.hypot(state.ctm[0], state.ctm[1]);
    if (scale === this.advanceScale) return;
    this.totalWidth += this.width * this.advanceScale;
    this.width = 0;
    this.advanceScale = scale;
  }

  /** Ends the current item, if any. */
  flush(): void {
    if (!this.initialized) return;
    this.totalWidth += this.width * this.advanceScale;
    const text = fold(this.str.join(''));
    if (RIGHT_TO_LEFT.test(text)) throw new UnsupportedPdf('right-to-left text');
    this.items.push({
      str: text,
      width: Math.abs(this.totalWidth),
      height: Math.abs(this.totalHeight),
      transform: this.transform!,
      fontName: this.fontName,
    });
    this.initialized = false;
    this.str.length = 0;
  }

  private ensureItem(state: TextState): void {
    if (this.initialized) return;
    this.fontName = state.font!.id;
    const trm = state.renderingMatrix();
    this.transform = trm;
    this.width = this.totalWidth = 0;
    this.height = this.totalHeight = Math.hypot(trm[2], trm[3]);
    this.advanceScale =
      Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]) *
      Math.hypot(state.ctm[0], state.ctm[1]);
    const size = state.fontSize;
    this.trackingSpaceMin = size * TRACKING_SPACE;
    this.notASpace = size * NOT_A_SPACE;
    this.negativeSpaceMax = size * NEGATIVE_SPACE;
    this.spaceInFlowMin = size * SPACE_IN_FLOW_MIN;
    this.spaceInFlowMax = size * SPACE_IN_FLOW_MAX;
    this.initialized = true;
  }

  private saveLastChar(char: string): boolean {
    const next = (this.lastCharsPos + 1) % 2;
    const spaceDue = this.lastChars[this.lastCharsPos] !== ' ' && this.lastChars[next] === ' ';
    this.lastChars[this.lastCharsPos] = char;
    this.lastCharsPos = next;
    return spaceDue;
  }

  private shouldAddWhitespace(): boolean {
    return (
      this.lastChars[this.lastCharsPos] !== ' ' &&
      this.lastChars[(this.lastCharsPos + 1) % 2] === ' '
    );
  }

  private resetLastChars(): void {
    this.lastChars[0] = this.lastChars[1] = ' ';
    this.lastCharsPos = 0;
  }

  private pushWhitespace(width: number, transform: Matrix | null): void {
    this.items.push({
      str: ' ',
      width,
      height: 0,
      transform: transform ?? [1, 0, 0, 1, 0, 0],
      fontName: this.fontName,
    });
  }

  private appendEndOfLine(): void {
    this.resetLastChars();
    // An item that was not started has nothing to end (pdf.js adds an empty marker item).
    this.flush();
  }

  private addFakeSpaces(gap: number, orientation: number, state: TextState): boolean {
    if (orientation * this.spaceInFlowMin <= gap && gap <= orientation * this.spaceInFlowMax) {
      if (this.initialized) {
        this.resetLastChars();
        this.str.push(' ');
      }
      return false;
    }
    this.flush();
    this.resetLastChars();
    this.pushWhitespace(Math.abs(gap), this.prevTransform ?? state.renderingMatrix());
    return true;
  }

  /**
   * Compares where the next glyph starts with where the last one ended: decides a space, a new
   * item or a new line. False when the glyph lies outside the page's visible box.
   */
  private compareWithLastPosition(state: TextState, glyphWidth: number): boolean {
    const current = state.renderingMatrix();
    let posX = current[4];
    let posY = current[5];
    const [x0, y0, x1, y1] = this.viewBox as [number, number, number, number];
    if (posX + glyphWidth < x0 || posX > x1 || posY < y0 || posY > y1) return false;
    const prev = this.prevTransform;
    if (!prev) return true;
    let lastX = prev[4];
    let lastY = prev[5];
    if (lastX === posX && lastY === posY) return true;
    [posX, posY, lastX, lastY] = unrotate(current, prev, posX, posY, lastX, lastY);
    const advanceX = (posX - lastX) / this.advanceScale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(this.width || this.totalWidth);
    if (advanceX < orientation * this.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * this.height) {
        this.appendEndOfLine();
        return true;
      }
      this.resetLastChars();
      this.flush();
      return true;
    }
    const riseDelta = state.textRise - this.prevTextRise;
    const advanceYCorrected =
      riseDelta === 0 ? advanceY : advanceY - (current[3] / state.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > this.height) {
      this.appendEndOfLine();
      return true;
    }
    if (advanceX <= orientation * this.notASpace) this.resetLastChars();
    if (advanceX <= orientation * this.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX), prev);
      } else this.width += advanceX;
    } else if (!this.addFakeSpaces(advanceX, orientation, state)) {
      if (this.str.length === 0) {
        this.resetLastChars();
        this.pushWhitespace(Math.abs(advanceX), prev);
      } else this.width += advanceX;
    }
    if (Math.abs(advanceY) > this.height * VERTICAL_SHIFT) this.flush();
    return true;
  }
}

/** Both positions turned back to the text's own direction (quarter turns exactly, else by angle). */
function unrotate(
  current: Matrix,
  prev: Matrix,
  x: number,
  y: number,
  lx: number,
  ly: number,
): [number, number, number, number] {
  const [a, b, c, d] = current;
  if (a && b === 0 && c === 0) return a > 0 ? [x, y, lx, ly] : [-x, -y, -lx, -ly];
  if (b && a === 0 && d === 0) return b > 0 ? [y, x, ly, lx] : [-y, -x, -ly, -lx];
  const along = (m: Matrix, px: number, py: number): [number, number] => {
    const s = Math.hypot(m[0], m[1]);
    return [(m[0] * px + m[1] * py) / s, (m[2] * px + m[3] * py) / s];
  };
  return [...along(current, x, y), ...along(prev, lx, ly)];
}
