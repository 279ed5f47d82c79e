/** How wide a string is set in the current font (points). */
export type Measure = (text: string) => number;

/** Breaks one word that is wider than the line (a long URL) between characters. */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const out: string[] = [];
  let line = '';
  for (const char of word) {
    if (line && measure(line + char) > width) {
      out.push(line);
      line = '';
    }
    line += char;
  }
  return line ? [...out, line] : out;
}

/**
 * Greedy line breaking: as many units as fit on each line, joined by `separator`. A unit wider
 * than the line is broken at its spaces, and a word wider than the line between characters, so
 * no line is ever wider than `width`. Headers and the contact line pass ' | ' to break between its parts.
 */
export function wrapText(text: string, width: number, measure: Measure, separator = ' '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of text.split(separator).filter((u) => u.trim())) {
    const candidate = line ? line + separator + unit : unit;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(unit) <= width) line = unit;
    else {
      const pieces =
        separator === ' ' ? breakWord(unit, width, measure) : wrapText(unit, width, measure, ' ');
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}
