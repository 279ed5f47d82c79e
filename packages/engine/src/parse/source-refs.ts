import type { SourceRef, TextLine } from '../types';

/**
 * The document lines a line was read from: its own place and those of the lines joined into it
 * (none for a line the reader did not number).
 */
export function sourceRefs(line: TextLine): SourceRef[] {
  const own = line.line ? [{ page: line.page, line: line.line }] : [];
  return [...own, ...(line.joined ?? [])];
}

/** `line` with `other` joined into it: its text as given, and the places of both. */
export function joinedLine(line: TextLine, other: TextLine, text: string): TextLine {
  return { ...line, text, joined: [...(line.joined ?? []), ...sourceRefs(other)] };
}
