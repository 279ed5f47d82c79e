import { VERTICAL_SHIFT } from './gap-thresholds';
import { OpenItem, type TextItem } from './open-item';
import type { Matrix, TextState } from './text-state';
import { unrotate } from './unrotate';

/**
 * Groups shown glyphs into text items with the rules of pdf.js's text layer: a gap of a tenth
 * to six tenths of the font size is a space inside the item, a wider gap or a jump to another
 * line ends the item. One builder serves one content stream (a form XObject gets its own).
 */
export class TextItemBuilder {
  private readonly item = new OpenItem();
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
        this.item.lastChars.save(' ');
        continue;
      }
      if (!glyph.isZeroWidthDiacritic && !this.compareWithLastPosition(state, advance)) {
        state.translateTextMatrix(advance * state.textHScale, 0);
        continue;
      }
      const item = this.item;
      item.start(state);
      if (glyph.isZeroWidthDiacritic) advance = 0;
      advance *= state.textHScale;
      state.translateTextMatrix(advance, 0);
      item.width += advance;
      if (advance) {
        item.prevTransform = state.renderingMatrix();
        item.prevTextRise = state.textRise;
      }
      item.add(glyph.unicode);
      if (spacing) state.translateTextMatrix(spacing * state.textHScale, 0);
    }
  }

  /** A new text matrix (`Tm`) may change how advances scale. */
  updateAdvanceScale(state: TextState): void {
    this.item.rescale(state);
  }

  /** Ends the current item, if any. */
  flush(): void {
    this.item.close(this.items);
  }

  private pushWhitespace(width: number, transform: Matrix | null): void {
    this.items.push({
      str: ' ',
      width,
      height: 0,
      transform: transform ?? [1, 0, 0, 1, 0, 0],
      fontName: this.item.fontName,
    });
  }

  private appendEndOfLine(): void {
    this.item.lastChars.reset();
    // An item that was not started has nothing to end (pdf.js adds an empty marker item).
    this.flush();
  }

  private addFakeSpaces(gap: number, orientation: number, state: TextState): boolean {
    if (
      orientation * this.item.gaps.spaceInFlowMin <= gap &&
      gap <= orientation * this.item.gaps.spaceInFlowMax
    ) {
      if (this.item.initialized) {
        this.item.lastChars.reset();
        this.item.str.push(' ');
      }
      return false;
    }
    this.flush();
    this.item.lastChars.reset();
    this.pushWhitespace(Math.abs(gap), this.item.prevTransform ?? state.renderingMatrix());
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
    const prev = this.item.prevTransform;
    if (!prev) return true;
    let lastX = prev[4];
    let lastY = prev[5];
    if (lastX === posX && lastY === posY) return true;
    [posX, posY, lastX, lastY] = unrotate(current, prev, posX, posY, lastX, lastY);
    const advanceX = (posX - lastX) / this.item.advanceScale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(this.item.width || this.item.totalWidth);
    if (advanceX < orientation * this.item.gaps.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * this.item.height) {
        this.appendEndOfLine();
        return true;
      }
      this.item.lastChars.reset();
      this.flush();
      return true;
    }
    const riseDelta = state.textRise - this.item.prevTextRise;
    const advanceYCorrected =
      riseDelta === 0 ? advanceY : advanceY - (current[3] / state.fontSize) * riseDelta;
    if (Math.abs(advanceYCorrected) > this.item.height) {
      this.appendEndOfLine();
      return true;
    }
    if (advanceX <= orientation * this.item.gaps.notASpace) this.item.lastChars.reset();
    if (advanceX <= orientation * this.item.gaps.trackingSpaceMin) {
      if (this.item.lastChars.spaceDue()) {
        this.item.lastChars.reset();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX), prev);
      } else this.item.width += advanceX;
    } else if (!this.addFakeSpaces(advanceX, orientation, state)) {
      if (this.item.str.length === 0) {
        this.item.lastChars.reset();
        this.pushWhitespace(Math.abs(advanceX), prev);
      } else this.item.width += advanceX;
    }
    if (Math.abs(advanceY) > this.item.height * VERTICAL_SHIFT) this.flush();
    return true;
  }
}
