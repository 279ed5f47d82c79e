// A Word line that sets a place or dates at its right margin by a tab stop ('Tidewater Climate
// Hub', a run of spaces, a tab, 'Aptos, CA'): the gap is a break between fields, as a bar is;
// folded into one space it would run the employer and the place together. One tab alone between
// two words (a tab typed for a space) stays a space, and so does a gap beside a dash ('2022-', a
// tab, the course): a range's open end, not a field's.
const TAB_GAP = /(?<=[^\s–—-])(?:[ \u00A0]*\t[ \t\u00A0]*)(?=[^\s–—-])/g;

/** A line's text with each wide tab gap between two words written as ' | '. */
export function tabStopGaps(text: string): string {
  if (!text.includes('\t')) return text;
  return text.replace(TAB_GAP, (gap) => (gap.length >= 3 || /\t.*\t/.test(gap) ? ' | ' : gap));
}
