import type { TextLine } from '../types';

// A bullet drawn from an icon font whose glyph maps to a plain letter comes out as that letter
// and a space before each item ('f Architected…', 'f Built…'). Single letters that open
// sentences in English are left out.
const LEAD = /^([b-zB-HJ-Z]|[\u0100-\u024F]) (?=\S)/u;
const MIN_LINES = 3;

/**
 * Lines that open with the same lone letter, three times or more: an icon font's bullet glyph
 * read as a letter. Those lines become bullets without it; a letter that opens fewer lines, or
 * lines already marked as bullets, is text.
 */
export function letterBullets(lines: TextLine[]): TextLine[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const lead = !line.bullet ? LEAD.exec(line.text)?.[1] : undefined;
    if (lead) counts.set(lead, (counts.get(lead) ?? 0) + 1);
  }
  const glyphs = new Set([...counts].filter(([, n]) => n >= MIN_LINES).map(([g]) => g));
  if (glyphs.size === 0) return lines;
  return lines.map((line) => {
    const lead = !line.bullet ? LEAD.exec(line.text)?.[1] : undefined;
    if (!lead || !glyphs.has(lead)) return line;
    return { ...line, text: line.text.slice(lead.length + 1), bullet: true };
  });
}
