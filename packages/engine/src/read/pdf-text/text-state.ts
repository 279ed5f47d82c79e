import type { TextFont } from './load-font';

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

/** m2 then m1, in PDF's row-vector convention (what `cm` does to the current matrix). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
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
    const sx = this.fontSize * this.textHScale;
    let sy = this.fontSize;
    // pdf.js stretches Type3 glyphs drawn at size 1 (or with per-glyph boxes) by the glyph box.
    if (font?.type3 && (this.fontSize <= 1 || font.type3.charBBox) && !font.type3.identityMatrix) {
      const height = font.type3.bbox[3]! - font.type3.bbox[1]!;
      if (height > 0) sy *= height * font.fontMatrix[3]!;
    }
    // ctm x (text matrix x [sx 0 0 sy 0 rise]), written out: the zero terms drop exactly.
    const t = this.textMatrix;
    const rise = this.textRise;
    const a = t[0] * sx;
    const b = t[1] * sx;
    const c = t[2] * sy;
    const d = t[3] * sy;
    const e = t[2] * rise + t[4];
    const f = t[3] * rise + t[5];
    const m = this.ctm;
    return [
      m[0] * a + m[2] * b,
      m[1] * a + m[3] * b,
      m[0] * c + m[2] * d,
      m[1] * c + m[3] * d,
      m[0] * e + m[2] * f + m[4],
      m[1] * e + m[3] * f + m[5],
    ];
  }
}
