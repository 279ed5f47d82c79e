/**
 * One typographic setting of the PDF resume. Sizes and spaces are in points; `leading` is the
 * line pitch as a multiple of the font size.
 */
export interface PdfStyle {
  name: 'normal' | 'compact';
  /** Blank band on every side of a US Letter page. */
  margin: number;
  size: { name: number; contact: number; heading: number; body: number };
  leading: number;
  /** The line pitch of the name and headings, set tighter than running text. */
  tightLeading: number;
  /** Blank space above a block (dropped at the top of a page) and below a heading's rule. */
  space: { afterName: number; heading: number; underRule: number; entry: number };
  /** Where a bullet's text (and every line it wraps to) starts, right of the margin. */
  bulletIndent: number;
  /** Where the bullet glyph itself stands, right of the margin. */
  bulletAt: number;
  /** The least blank space between an entry's header and its dates. */
  datesGap: number;
}

/**
 * The settings, tried in order: the first that fits the whole resume on one page is used; when
 * none does, the first (normal) one runs on to more pages. Compact is only a little tighter, so
 * a resume that overflows by a few lines keeps one page while a long one gets a readable second.
 */
export const PDF_STYLES: readonly PdfStyle[] = [
  {
    name: 'normal',
    margin: 54, // 0.75 in
    size: { name: 22, contact: 10, heading: 11.5, body: 10.5 },
    leading: 1.25,
    tightLeading: 1.15,
    space: { afterName: 4, heading: 12, underRule: 5, entry: 7 },
    bulletIndent: 13,
    bulletAt: 4,
    datesGap: 14,
  },
  {
    name: 'compact',
    margin: 46.8, // 0.65 in
    size: { name: 20, contact: 9.5, heading: 11, body: 10 },
    leading: 1.18,
    tightLeading: 1.15,
    space: { afterName: 3, heading: 9, underRule: 4, entry: 5 },
    bulletIndent: 12,
    bulletAt: 3.6,
    datesGap: 12,
  },
];

/** US Letter in points. */
export const LETTER = { width: 612, height: 792 } as const;
