/** A box in pixels from the image's top left corner. */
export interface OcrBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One recognised word with its confidence (0 to 100) and, when the engine gives it, its box. */
export interface OcrWord {
  text: string;
  confidence: number;
  box?: OcrBox;
}

/** One recognised line: its words, its box in pixels and whether a gap stood above it. */
export interface OcrLine {
  text: string;
  confidence: number;
  words: OcrWord[];
  /** Top and bottom of the line's box, in pixels from the top of the image. */
  top: number;
  bottom: number;
  /** Height of its capital letters in pixels (the line box without descenders), when known. */
  rowHeight: number;
  /** Where its letters stand, in pixels from the top (the baseline's middle), when known. */
  baseline?: number;
}

/** What OCR read from one page image. */
export interface OcrPage {
  lines: OcrLine[];
  /** Mean confidence of the page's words. */
  confidence: number;
}

/**
 * Text recognition behind a small interface, so readers do not depend on one OCR library.
 * `image` is an encoded image (PNG, JPEG or PGM); past `deadline` (a `performance.now()` time)
 * the work is stopped and the promise rejects with a TIMEOUT EngineError.
 */
export interface OcrEngine {
  recognize(image: Uint8Array, deadline: number): Promise<OcrPage>;
}
