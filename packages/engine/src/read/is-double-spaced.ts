/**
 * Whether text was exported double-spaced, from the blank lines before each line after the first
 * (`after`): most lines follow one blank line, or no two lines touch at all while one blank line
 * is common (a blank after every line of a text whose paragraphs were already set apart by one:
 * one blank between lines, three between paragraphs).
 */
export function isDoubleSpaced(after: readonly number[]): boolean {
  if (after.length < 8) return false;
  const single = after.filter((n) => n === 1).length;
  if (single >= after.length * 0.6) return true;
  return !after.includes(0) && single >= after.length * 0.3;
}
