/**
 * The limits of reading scans by text recognition. OCR costs seconds per page and memory in
 * proportion to the pixels, so every scan is bounded before any pixel is decoded.
 */
export const OCR_BOUNDS = {
  /** Scanned pages read per document; a resume is one or two pages. */
  maxPages: 4,
  /** Pixels of one page image: a Letter or A4 page at 300 DPI is about 8.7 million. */
  maxPixelsPerPage: 9_000_000,
  /** Longest side of a page image, so a thin strip cannot pass the pixel bound. */
  maxSidePixels: 6_000,
  /** Resolution at which a PDF's scanned pages are drawn for OCR (enough for 9 pt text). */
  pdfRenderDpi: 150,
  /** Below this a word is doubtful: it is never quoted as the person's misspelling. */
  minWordConfidence: 85,
  /** Below this a line is doubtful: no check on wording quotes it. */
  minLineConfidence: 80,
  /** A recognition worker left unused this long is ended, giving its memory back. */
  idleCloseMs: 60_000,
} as const;
