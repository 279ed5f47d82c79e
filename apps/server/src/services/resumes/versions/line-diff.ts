/** Lines compared at most per text: the LCS table grows with the product of both counts. */
export const MAX_DIFF_LINES = 1500;

/** What changed between two texts, line by line. */
export interface LineDiff {
  added: string[];
  removed: string[];
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, MAX_DIFF_LINES);
}

/**
 * Lines of `after` that `before` lacks and lines of `before` that `after` dropped, in reading
 * order, from a longest common subsequence of the two texts' non-blank lines (spacing ignored).
 */
export function lineDiff(before: string, after: string): LineDiff {
  const a = lines(before);
  const b = lines(after);
  const width = b.length + 1;
  // common[i * width + j]: LCS length of a[i..] and b[j..], filled from the end.
  const common = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const diff: LineDiff = { added: [], removed: [] };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!)
      diff.removed.push(a[i++]!);
    else diff.added.push(b[j++]!);
  }
  diff.removed.push(...a.slice(i));
  diff.added.push(...b.slice(j));
  return diff;
}
