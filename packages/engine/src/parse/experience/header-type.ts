// A role's header told by its type: the size lines are set in, where the format gives sizes.
import type { EntryLine } from './describe-entry-line';

/** The size most of the section's lines are set in (0 where the format gives no sizes). */
export function bodySize(lines: EntryLine[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.line.fontSize, (counts.get(l.line.fontSize) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/**
 * A plain line at the text's size above a header line set larger ('Proof-of-concept
 * applications…' over 'Operational Data Analyst'): the header's type shrinks downwards from its
 * title, never grows, so that line ends the role above and is no field of this one.
 */
export function smallerAbove(above: EntryLine, top: EntryLine, body: number): boolean {
  const size = (l: EntryLine) => l.line.fontSize;
  return (
    body > 0 &&
    size(above) > 0 &&
    size(above) <= body + 0.5 &&
    size(top) > body + 1 &&
    !above.line.emphasis &&
    !above.line.heading
  );
}
