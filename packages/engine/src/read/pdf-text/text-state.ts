import type { TextFont } from './load-font';

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

/** m2 then m1, in PDF's row-vector convention (what `cm` does to the current matrix). */
export function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/**
 * The graphics and text state text extraction needs. Like pdf.js, `q`/`Q` save and restore the
 * text matrices with the rest, so positions come out as pdf.js reports them.
 */
export class TextState {
  ctm: Matrix = [...IDENTITY];
  fontName: string | null = null;
  fontSize = 0;
  font: TextFont | null = null;
  textMatrix: Matrix = [...IDENTITY];
  textLineMatrix: Matrix = [...IDENTITY];
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  textHScale = 1;
  textRise = 0;

  /** A copy to save with `q` (matrices copied, the font shared). */
  clone(): TextState {
    const copy = Object.assign(new TextState(), this);
    copy.textMatrix = [...this.textMatrix];
    copy.textLineMatrix = [...this.textLineMatrix];
    return copy;
  }

  /** Moves the text position by (x, y) in text space. */
  translateTextMatrix(x: number, y: number): void {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  /** Starts a new line offset by (x, y) from the current line (`Td`). */
  moveLine(x: number, y: number): void {
    const m = this.textLineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
    this.textMatrix = [...m];
  }

  /** Sets both text matrices (`Tm`). */
  setTextMatrix(m: Matrix): void {
    this.textMatrix = [...m];
    this.textLineMatrix = [...m];
  }

  /** The matrix from glyph space at the current position to user space. */
  renderingMatrix(): Matrix {
    const font = this.font;
    const tsm: Matrix = [this.fontSize * this.textHScale, 0, 0, this.fontSize, 0, this.textRise];
    // pdf.js stretches Type3 glyphs drawn at size 1 (or with per-glyph boxes) by the glyph box.
    if (font?.type3 && (this.fontSize <= 1 || font.type3.charBBox) && !font.type3.identityMatrix) {
      const height = font.type3.bbox[3]! - font.type3.bbox[1]!;
      if (height > 0) tsm[3] *= height * font.fontMatrix[3]!;
    }
    return multiply(this.ctm, multiply(this.textMatrix, tsm));
  }
}
